#ifndef ALERT_PREVIEW_WORD_BREAKS_H
#define ALERT_PREVIEW_WORD_BREAKS_H
#include <stdint.h>

// The words of `text` (UTF-16, `length` units) by ICU's word break rules for `locale`, with
// its dictionaries for scripts written without spaces (Japanese, Chinese, Thai): writes the
// start and end (UTF-16 offsets) of each word, letters, kana, ideographs or numbers, not spaces
// or punctuation, up to `capacity`, and returns how many words there are (which may exceed
// `capacity`), or -1 when ICU cannot open its break iterator. Only plain C types cross this
// header: ICU's own types would clash with the copy of ICU Foundation carries.
int32_t alert_preview_word_spans(const char *locale, const uint16_t *text, int32_t length,
                                 int32_t *starts, int32_t *ends, int32_t capacity);

#endif
