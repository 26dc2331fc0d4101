#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: bind a copy of the text.
static inline int alert_preview_sqlite3_bind_text_copy(
    sqlite3_stmt *statement, int index, const char *text, int bytes) {
  return sqlite3_bind_text(statement, index, text, bytes, SQLITE_TRANSIENT);
}
