// Little CMS 2: the CIEDE2000 colour difference the fidelity suite compares colours with.
#include <lcms2.h>
