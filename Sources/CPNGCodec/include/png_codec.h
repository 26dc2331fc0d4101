// PNG encoding and decoding through libpng, with libpng's longjmp error handling kept in C.
// With png_runs.c (a faster writer for mostly flat opaque screens), the only C sources of the
// project; Swift calls them through AlertRender's C-facing files.
#ifndef ALERT_PREVIEW_PNG_CODEC_H
#define ALERT_PREVIEW_PNG_CODEC_H

#include <stddef.h>
#include <stdint.h>

/// A growable byte buffer owned by the caller; free `bytes` with `ap_png_buffer_free`.
typedef struct {
  uint8_t *bytes;
  size_t count;
  size_t capacity;
} ap_png_buffer;

/// Encodes 8-bit pixels stored as native-endian 32-bit words 0xAARRGGBB (cairo's
/// ARGB32/RGB24 layout) into a PNG in `out`. With `opaque` the alpha byte is dropped and
/// the PNG is RGB; otherwise pixels must be unpremultiplied by the caller and the PNG is RGBA.
/// `level` is the zlib level 0–9; `filters` is a PNG_FILTER_* mask (0 means none).
/// Returns 0 on success; otherwise writes a sentence into `error` and returns -1.
int ap_png_encode(const uint8_t *pixels, int width, int height, int stride, int opaque,
                  int level, int filters, ap_png_buffer *out, char *error, size_t error_size);

/// Encodes opaque native-endian 0x00RRGGBB words (cairo's RGB24 layout) into an RGB PNG in
/// `out`, faster than `ap_png_encode` with no filter on screens with runs of equal rows: a row
/// equal to the one above is an "up" row of zeros, and runs of them are deflated by hand; the
/// other rows have no filter (or, with `adaptive`, the one libpng's adaptive heuristic picks)
/// and go through zlib at `level` (0–9).
/// Returns 0 on success; otherwise writes a sentence into `error` and returns -1.
int ap_png_encode_runs(const uint8_t *pixels, int width, int height, int stride, int level,
                       int adaptive, ap_png_buffer *out, char *error, size_t error_size);

/// Decodes any PNG into 8-bit RGBA (straight alpha) rows packed without padding.
/// On success fills `width`, `height` and `out` (width × height × 4 bytes) and returns 0;
/// otherwise writes a sentence into `error` and returns -1.
int ap_png_decode(const uint8_t *bytes, size_t count, int *width, int *height, ap_png_buffer *out,
                  char *error, size_t error_size);

/// Decodes a PNG into native-endian 0xAARRGGBB words (cairo's ARGB32 layout), premultiplied,
/// with the same conversions as cairo's own PNG reader; `opaque` is set when the PNG has no
/// alpha (the words then suit RGB24). On success fills `width`, `height`, `opaque` and `out`
/// (width × height × 4 bytes, rows packed) and returns 0; otherwise writes libpng's own
/// message ("libpng: IHDR: CRC error", "libpng: Not enough image data") into `error` and
/// returns -1.
int ap_png_decode_cairo(const uint8_t *bytes, size_t count, int *width, int *height, int *opaque,
                        ap_png_buffer *out, char *error, size_t error_size);

/// Frees a buffer filled by the codec.
void ap_png_buffer_free(ap_png_buffer *buffer);

#endif
