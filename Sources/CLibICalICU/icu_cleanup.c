// See include/CLibICalICU.h.
#include <unicode/uclean.h>
#include "CLibICalICU.h"

void recur_icu_cleanup(void) { u_cleanup(); }
