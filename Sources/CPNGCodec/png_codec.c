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
