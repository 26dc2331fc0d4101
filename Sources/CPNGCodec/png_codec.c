#include "png_codec.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char *error;
  size_t error_size;
} codec_context;

static void on_error(png_structp png, png_const_charp message) {
  codec_context *context = png_get_error_ptr(png);
  if (context && context->error && context->error_size > 0)
    snprintf(context->error, context->error_size, "libpng: %s", message);
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void on_write(png_structp png, png_bytep data, png_size_t length) {
  ap_png_buffer *out = png_get_io_ptr(png);
  if (out->count + length > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity < out->count + length) capacity *= 2;
    uint8_t *grown = realloc(out->bytes, capacity);
    if (!grown) png_error(png, "out of memory while encoding");
    out->bytes = grown;
    out->capacity = capacity;
  }
  memcpy(out->bytes + out->count, data, length);
  out->count += length;
}

static void on_flush(png_structp png) { (void)png; }

int ap_png_encode(const uint8_t *pixels, int width, int height, int stride, int opaque,
                  int level, int filters, ap_png_buffer *out, char *error, size_t error_size) {
  codec_context context = {error, error_size};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
  if (!png) {
    snprintf(error, error_size, "libpng could not start an encoder (out of memory)");
    return -1;
  }
  png_infop info = png_create_info_struct(png);
  if (!info || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, info ? &info : NULL);
    return -1;
  }
  png_set_write_fn(png, out, on_write, on_flush);
  png_set_compression_level(png, level);
  png_set_filter(png, 0, filters ? filters : PNG_FILTER_NONE);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  // 0xAARRGGBB words are B, G, R, A bytes on little-endian machines.
  int one = 1;
  if (*(char *)&one) {
    png_set_bgr(png);
    if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
  } else {
    png_set_swap_alpha(png);
    if (opaque) png_set_filler(png, 0, PNG_FILLER_BEFORE);
  }
  for (int y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  return 0;
}

int ap_png_decode(const uint8_t *bytes, size_t count, int *width, int *height, ap_png_buffer *out,
                  char *error, size_t error_size) {
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, bytes, count)) {
    snprintf(error, error_size, "not a readable PNG (%s)", image.message);
    return -1;
  }
  image.format = PNG_FORMAT_RGBA;
  size_t size = PNG_IMAGE_SIZE(image);
  out->bytes = malloc(size ? size : 1);
  if (!out->bytes) {
    png_image_free(&image);
    snprintf(error, error_size, "out of memory decoding a %ux%u PNG", image.width, image.height);
    return -1;
  }
  out->capacity = size;
  if (!png_image_finish_read(&image, NULL, out->bytes, 0, NULL)) {
    snprintf(error, error_size, "the PNG is damaged (%s)", image.message);
    png_image_free(&image);
    return -1;
  }
  out->count = size;
  *width = (int)image.width;
  *height = (int)image.height;
  return 0;
}

void ap_png_buffer_free(ap_png_buffer *buffer) {
  free(buffer->bytes);
  buffer->bytes = NULL;
  buffer->count = buffer->capacity = 0;
}

typedef struct {
  const uint8_t *bytes;
  size_t count;
  size_t offset;
} memory_reader;

static void on_read(png_structp png, png_bytep data, png_size_t length) {
  memory_reader *reader = png_get_io_ptr(png);
  if (length > reader->count - reader->offset)
    png_error(png, "the file ends before the image does (it is cut short)");
  memcpy(data, reader->bytes + reader->offset, length);
  reader->offset += length;
}

// cairo's rounding for premultiplying (cairo-png.c, multiply_alpha).
static inline uint32_t premultiply(uint32_t alpha, uint32_t color) {
  uint32_t temp = alpha * color + 0x80;
  return (temp + (temp >> 8)) >> 8;
}

// Turns one row of R, G, B, A bytes into native-endian 0xAARRGGBB words in place, premultiplied
// as cairo's own PNG reader does (or with alpha 0xFF when `opaque`).
static void to_cairo_words(png_structp png, png_row_infop row, png_bytep data) {
  int opaque = *(int *)png_get_user_transform_ptr(png);
  for (png_uint_32 x = 0; x < row->width; x++) {
    uint8_t *base = data + (size_t)x * 4;
    uint32_t red = base[0], green = base[1], blue = base[2], alpha = opaque ? 0xFF : base[3];
    uint32_t word = 0;
    if (alpha != 0) {
      if (alpha != 0xFF) {
        red = premultiply(alpha, red);
        green = premultiply(alpha, green);
        blue = premultiply(alpha, blue);
      }
      word = alpha << 24 | red << 16 | green << 8 | blue;
    }
    memcpy(base, &word, 4);
  }
}

int ap_png_decode_cairo(const uint8_t *bytes, size_t count, int *width, int *height, int *opaque,
                        ap_png_buffer *out, char *error, size_t error_size) {
  codec_context context = {error, error_size};
  memory_reader reader = {bytes, count, 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
  if (!png) {
    snprintf(error, error_size, "libpng could not start a decoder (out of memory)");
    return -1;
  }
  png_infop info = png_create_info_struct(png);
  png_bytep *volatile rows = NULL;
  int no_alpha = 0;
  if (!info || setjmp(png_jmpbuf(png))) {
    free(rows);
    png_destroy_read_struct(&png, info ? &info : NULL, NULL);
    ap_png_buffer_free(out);
    return -1;
  }
  png_set_read_fn(png, &reader, on_read);
  png_read_info(png, info);
  png_uint_32 w, h;
  int depth, color, interlace;
  png_get_IHDR(png, info, &w, &h, &depth, &color, &interlace, NULL, NULL);
  // The transforms of cairo's reader (cairo-png.c, read_png), to 8-bit RGB(A).
  if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color == PNG_COLOR_TYPE_GRAY) png_set_expand_gray_1_2_4_to_8(png);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (depth == 16) png_set_strip_16(png);
  if (depth < 8) png_set_packing(png);
  if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  if (interlace != PNG_INTERLACE_NONE) png_set_interlace_handling(png);
  png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
  // The transform reads `no_alpha` row by row, so it may be set after libpng's update below.
  png_set_read_user_transform_fn(png, to_cairo_words);
  png_set_user_transform_info(png, &no_alpha, 8, 4);
  png_read_update_info(png, info);
  png_get_IHDR(png, info, &w, &h, &depth, &color, &interlace, NULL, NULL);
  if (depth != 8 || !(color == PNG_COLOR_TYPE_RGB || color == PNG_COLOR_TYPE_RGB_ALPHA))
    png_error(png, "an image format the decoder cannot convert");
  no_alpha = color == PNG_COLOR_TYPE_RGB;
  size_t stride = (size_t)w * 4;
  if (h != 0 && stride > SIZE_MAX / h) png_error(png, "the image is too large");
  out->bytes = malloc(stride * h ? stride * h : 1);
  rows = malloc(sizeof(png_bytep) * (h ? h : 1));
  if (!out->bytes || !rows) png_error(png, "out of memory");
  out->capacity = out->count = stride * h;
  for (png_uint_32 y = 0; y < h; y++) rows[y] = out->bytes + (size_t)y * stride;
  png_read_image(png, rows);
  png_read_end(png, info);
  free(rows);
  png_destroy_read_struct(&png, &info, NULL);
  *width = (int)w;
  *height = (int)h;
  *opaque = no_alpha;
  return 0;
}
