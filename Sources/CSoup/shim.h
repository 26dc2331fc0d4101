#include <libsoup/soup.h>
#include <gio/gio.h>
#include <glib-unix.h>

// soup_server_new and g_signal_connect are variadic or macros, which Swift cannot call.
static inline SoupServer *alert_preview_soup_server_new(void) {
  return soup_server_new("server-header", "alert-preview", NULL);
}

static inline gulong alert_preview_signal_connect(
    gpointer instance, const char *signal, GCallback callback, gpointer data) {
  return g_signal_connect_data(instance, signal, callback, data, NULL, (GConnectFlags)0);
}
