#ifndef ALERT_PREVIEW_CHUNSPELL_SHIM_H
#define ALERT_PREVIEW_CHUNSPELL_SHIM_H
#include <hunspell.h>
#endif
