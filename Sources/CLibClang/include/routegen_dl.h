#ifndef ROUTEGEN_DL_H
#define ROUTEGEN_DL_H

/// The path of the loaded image (executable or shared library) that contains `address`, or
/// NULL. Used to find the Swift toolchain's own libclang next to the Swift runtime.
const char *routegen_image_path_containing(const void *address);

#endif
