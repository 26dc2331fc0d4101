// ICU's word break iterator (Debian's libicu). Each call opens and closes its own iterator: a
// break iterator must not be shared between threads, and ICU caches the rules and dictionaries
// behind it process-wide (thread-safe), so opening one is cheap after the first.
#include "word_breaks.h"

#include <unicode/ubrk.h>
#include <unicode/utypes.h>

int32_t alert_preview_word_spans(const char *locale, const uint16_t *text, int32_t length,
                                 int32_t *starts, int32_t *ends, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open(UBRK_WORD, locale, (const UChar *)text, length, &status);
  if (U_FAILURE(status) || iterator == NULL) return -1;
  int32_t count = 0;
  int32_t start = ubrk_first(iterator);
  for (int32_t end = ubrk_next(iterator); end != UBRK_DONE; end = ubrk_next(iterator)) {
    // Rule status below UBRK_WORD_NUMBER is "none": spaces and punctuation.
    if (ubrk_getRuleStatus(iterator) >= UBRK_WORD_NUMBER) {
      if (count < capacity) {
        starts[count] = start;
        ends[count] = end;
      }
      count += 1;
    }
    start = end;
  }
  ubrk_close(iterator);
  return count;
}
