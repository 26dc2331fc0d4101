// A PNG writer for opaque screens that are mostly flat. A row equal to the row above is an "up"
// filtered row of zeros; a run of them is not fed to zlib byte by byte but copied in as deflate
// blocks made once per row width (for 1, 2, 4… such rows, each decodable with no history and
// ending on a byte), after flushing zlib to a byte with its history reset. Every other row has
// no filter, or with `adaptive` the filter libpng's heuristic would choose, and is deflated by
// zlib. The checksums (the stream's Adler-32, each chunk's CRC-32) are libdeflate's, which uses
// the CPU's vector instructions where zlib 1.2 reads a byte at a time. The output is an ordinary
// PNG (RGB, 8 bits, one IDAT).
#include "png_codec.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// A run of equal rows shorter than this goes through zlib like any row.
enum { MIN_RUN = 8 };

typedef struct {
  ap_png_buffer *out;
  int failed;
} writer;

static void reserve(writer *w, size_t more) {
  ap_png_buffer *out = w->out;
  if (w->failed || out->count + more <= out->capacity) return;
  size_t capacity = out->capacity ? out->capacity : 65536;
  while (capacity < out->count + more) capacity *= 2;
  uint8_t *grown = realloc(out->bytes, capacity);
  if (!grown) {
    w->failed = 1;
    return;
  }
  out->bytes = grown;
  out->capacity = capacity;
}

static void put_bytes(writer *w, const void *bytes, size_t count) {
  reserve(w, count);
  if (w->failed) return;
  memcpy(w->out->bytes + w->out->count, bytes, count);
  w->out->count += count;
}

static void put_u32(writer *w, uint32_t value) {
  uint8_t bytes[4] = {value >> 24, value >> 16, value >> 8, value};
  put_bytes(w, bytes, 4);
}

// Runs zlib on everything it has been given and appends its output; `flush` as for deflate().
static int drain(z_stream *z, writer *w, int flush) {
  uint8_t chunk[65536];
  do {
    z->next_out = chunk;
    z->avail_out = sizeof chunk;
    int status = deflate(z, flush);
    if (status == Z_STREAM_ERROR) return -1;
    put_bytes(w, chunk, sizeof chunk - z->avail_out);
  } while (z->avail_out == 0 || z->avail_in > 0);
  return w->failed ? -1 : 0;
}

// Deflated "up" rows of zeros: `blocks[j]` decodes to 2^j rows of `size` bytes with no history
// and ends on a byte, not the last block; made once per row size and power and shared (made
// under the lock, read after it: a block once made is never changed).
enum { POWERS = 12, CACHED_SIZES = 64 };
typedef struct {
  int size;
  ap_png_buffer blocks[POWERS];
} equal_rows;

static equal_rows cache[CACHED_SIZES];
static int cached;
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

static int deflate_zero_rows(int rows, int size, ap_png_buffer *out) {
  z_stream z;
  memset(&z, 0, sizeof z);
  if (deflateInit2(&z, 9, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return -1;
  uint8_t *row = calloc(size, 1);
  writer w = {out, 0};
  if (!row) w.failed = 1;
  for (int i = 0; i < rows && !w.failed; i++) {
    row[0] = 2;
    z.next_in = row;
    z.avail_in = size;
    drain(&z, &w, i == rows - 1 ? Z_SYNC_FLUSH : Z_NO_FLUSH);
  }
  deflateEnd(&z);
  free(row);
  return w.failed ? -1 : 0;
}

// The blocks for rows of `size` bytes, those for up to `rows` rows made on first use (each
// power of two once per process); NULL when out of memory.
static const equal_rows *equal_rows_of(int size, int rows) {
  int powers = 1;
  while (powers < POWERS && (1 << powers) <= rows) powers++;
  pthread_mutex_lock(&cache_lock);
  static _Thread_local equal_rows spare;
  equal_rows *found = NULL;
  for (int i = 0; i < cached && !found; i++)
    if (cache[i].size == size) found = &cache[i];
  if (!found && spare.size == size) found = &spare;
  if (!found && cached < CACHED_SIZES) {
    found = &cache[cached++];
    found->size = size;
  } else if (!found) {
    // Too many widths in one process to keep them all: this thread's last one is kept.
    for (int j = 0; j < POWERS; j++) ap_png_buffer_free(&spare.blocks[j]);
    memset(&spare, 0, sizeof spare);
    spare.size = size;
    found = &spare;
  }
  for (int j = 0; j < powers && found; j++) {
    if (found->blocks[j].count > 0) continue;
    if (deflate_zero_rows(1 << j, size, &found->blocks[j]) != 0) {
      ap_png_buffer_free(&found->blocks[j]);
      memset(&found->blocks[j], 0, sizeof found->blocks[j]);
      found = NULL;
    }
  }
  pthread_mutex_unlock(&cache_lock);
  return found;
}

// `rows` rows equal to the row above, after the stream was flushed to a byte.
// Uses only the blocks `equal_rows_of(size, rows)` made sure of: another thread may be making
// a larger one.
static void put_equal_rows(writer *w, const equal_rows *blocks, int rows) {
  int top = 0;
  while (top + 1 < POWERS && (1 << (top + 1)) <= rows) top++;
  for (int j = top; j >= 0; j--) {
    while (rows >= (1 << j)) {
      put_bytes(w, blocks->blocks[j].bytes, blocks->blocks[j].count);
      rows -= 1 << j;
    }
  }
}

// The Adler-32 of `rows` rows of an "up" filter byte and `size - 1` zeros, after `adler`.
static uLong adler_equal_rows(uLong adler, int rows, int size) {
  static const uint8_t filter = 2;
  uLong row = adler32(1L, &filter, 1);
  uint8_t zeros[4096] = {0};
  for (long left = size - 1; left > 0; left -= (long)sizeof zeros) {
    uInt part = left > (long)sizeof zeros ? (uInt)sizeof zeros : (uInt)left;
    row = adler32(row, zeros, part);
  }
  for (int i = 0; i < rows; i++) adler = adler32_combine(adler, row, size);
  return adler;
}

static uint8_t paeth(int a, int b, int c) {
  int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  return (uint8_t)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

// Writes `row` (`count` RGB bytes, `prior` the row above) filtered with PNG filter `type` into
// `out` after its filter byte, and returns the sum of the filtered bytes read as signed: the
// heuristic libpng's adaptive filtering uses to choose.
static unsigned long filter_row(int type, const uint8_t *row, const uint8_t *prior, int count,
                                uint8_t *out) {
  unsigned long sum = 0;
  out[0] = (uint8_t)type;
  for (int i = 0; i < count; i++) {
    int a = i >= 3 ? row[i - 3] : 0, b = prior[i], c = i >= 3 ? prior[i - 3] : 0;
    uint8_t predicted = type == 1 ? a : type == 2 ? b : type == 3 ? (a + b) / 2 : type == 4 ? paeth(a, b, c) : 0;
    uint8_t value = (uint8_t)(row[i] - predicted);
    out[1 + i] = value;
    sum += value < 128 ? value : 256 - value;
  }
  return sum;
}

static void put_chunk_header(writer *w, const char *type, uint32_t size) {
  put_u32(w, size);
  put_bytes(w, type, 4);
}

static void put_chunk_crc(writer *w, size_t start) {
  put_u32(w, libdeflate_crc32(0, w->out->bytes + start, w->out->count - start));
}

int ap_png_encode_runs(const uint8_t *pixels, int width, int height, int stride, int level,
                       int adaptive, ap_png_buffer *out, char *error, size_t error_size) {
  writer w = {out, 0};
  int size = 1 + 3 * width;  // the filter byte, then RGB
  const equal_rows *blocks = equal_rows_of(size, 1);
  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  put_bytes(&w, signature, 8);
  put_chunk_header(&w, "IHDR", 13);
  size_t start = out->count - 4;
  put_u32(&w, (uint32_t)width);
  put_u32(&w, (uint32_t)height);
  static const uint8_t header[5] = {8, 2, 0, 0, 0};  // 8 bits, RGB, deflate, adaptive, none
  put_bytes(&w, header, 5);
  if (w.failed) goto nomemory;
  put_chunk_crc(&w, start);

  put_chunk_header(&w, "IDAT", 0);  // its size is filled in at the end
  size_t idat = out->count - 8;
  static const uint8_t zlib_header[2] = {0x78, 0x01};
  put_bytes(&w, zlib_header, 2);
  z_stream z;
  memset(&z, 0, sizeof z);
  if (deflateInit2(&z, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    snprintf(error, error_size, "zlib could not start compressing (out of memory)");
    return -1;
  }
  // The row as RGB, the row above, and the row filtered each way (adaptive only).
  uint8_t *row = malloc(size), *rgb = malloc(size), *prior = calloc(size, 1);
  uint8_t *candidates = adaptive ? malloc((size_t)size * 5) : NULL;
  if (!row || !rgb || !prior || (adaptive && !candidates)) {
    free(row);
    free(rgb);
    free(prior);
    free(candidates);
    deflateEnd(&z);
    goto nomemory;
  }
  uLong adler = adler32(0L, Z_NULL, 0);
  int y = 0;
  while (y < height) {
    const uint8_t *line = pixels + (size_t)y * stride;
    int equal = 0;
    if (blocks && y > 0) {
      while (y + equal < height &&
             memcmp(pixels + (size_t)(y + equal) * stride, line - stride, (size_t)width * 4) == 0)
        equal++;
    }
    const equal_rows *made = equal >= MIN_RUN ? equal_rows_of(size, equal) : NULL;
    if (made) {
      if (drain(&z, &w, Z_FULL_FLUSH) != 0) break;
      put_equal_rows(&w, made, equal);
      adler = adler_equal_rows(adler, equal, size);
      y += equal;
      continue;
    }
    const uint32_t *words = (const uint32_t *)line;
    for (int x = 0; x < width; x++) {
      uint32_t word = words[x];  // 0x00RRGGBB, native-endian
      rgb[3 * x] = word >> 16;
      rgb[3 * x + 1] = word >> 8;
      rgb[3 * x + 2] = word;
    }
    const uint8_t *filtered = row;
    if (adaptive) {
      unsigned long best = 0;
      for (int type = 0; type < 5; type++) {
        uint8_t *candidate = candidates + (size_t)type * size;
        unsigned long sum = filter_row(type, rgb, prior, size - 1, candidate);
        if (type == 0 || sum < best) {
          best = sum;
          filtered = candidate;
        }
      }
    } else {
      row[0] = 0;
      memcpy(row + 1, rgb, size - 1);
    }
    memcpy(prior, rgb, size - 1);
    adler = libdeflate_adler32((uint32_t)adler, filtered, size);
    z.next_in = (Bytef *)filtered;
    z.avail_in = size;
    if (drain(&z, &w, Z_NO_FLUSH) != 0) break;
    y++;
  }
  int ok = y == height && drain(&z, &w, Z_FINISH) == 0;
  deflateEnd(&z);
  free(row);
  free(rgb);
  free(prior);
  free(candidates);
  if (!ok || w.failed) goto nomemory;
  put_u32(&w, (uint32_t)adler);
  if (w.failed) goto nomemory;
  uint32_t length = (uint32_t)(out->count - idat - 8);
  uint8_t *size_field = out->bytes + idat;
  size_field[0] = length >> 24;
  size_field[1] = length >> 16;
  size_field[2] = length >> 8;
  size_field[3] = length;
  put_chunk_crc(&w, idat + 4);
  put_chunk_header(&w, "IEND", 0);
  put_chunk_crc(&w, out->count - 4);
  if (w.failed) goto nomemory;
  return 0;

nomemory:
  snprintf(error, error_size, "out of memory while encoding a PNG");
  return -1;
}
