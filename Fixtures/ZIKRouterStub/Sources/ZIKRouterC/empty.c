// Intentionally empty: this C target only exists to carry include/module.modulemap, which declares the
// Clang module `ZIKRouter` and its explicit submodule `ZIKRouter.Internal`.
#include "empty.h"
