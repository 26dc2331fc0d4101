// libFuzzer's driver, from the toolchain's libclang_rt.fuzzer (linked by -sanitize=fuzzer).
// Only fuzz builds (scripts/fuzz.sh, -DFUZZING) call it; nothing links it otherwise.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *_Nonnull argc, char *_Nullable *_Nonnull *_Nonnull argv,
                        int (*UserCb)(const uint8_t *_Nonnull Data, size_t Size));
