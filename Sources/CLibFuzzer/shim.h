// libFuzzer's driver, from the toolchain's libclang_rt.fuzzer (linked by -sanitize=fuzzer).
// Only fuzz builds (scripts/fuzz.sh, -DFUZZING) call it; nothing links it otherwise.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*UserCb)(const uint8_t *_Nonnull Data, size_t Size));
