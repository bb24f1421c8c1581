// ZIKRouter probes Apple's class layout with vm_read_overwrite before reading __objc_classlist itself.
// Failing the probe sends it down its portable path (objc_getClassList), the only one that can work here.
#ifndef ZIKROUTER_SHIM_MACH_H
#define ZIKROUTER_SHIM_MACH_H
#include <stdint.h>
typedef int kern_return_t;
typedef unsigned int mach_port_t;
typedef uintptr_t vm_address_t;
typedef uintptr_t vm_size_t;
#define KERN_SUCCESS 0
#define KERN_FAILURE 5
static inline mach_port_t mach_task_self(void) { return 0; }
static inline kern_return_t vm_read_overwrite(mach_port_t task, vm_address_t address, vm_size_t size,
                                              vm_address_t data, vm_size_t *outsize) {
    (void)task; (void)address; (void)size; (void)data; (void)outsize;
    return KERN_FAILURE;
}
#endif
