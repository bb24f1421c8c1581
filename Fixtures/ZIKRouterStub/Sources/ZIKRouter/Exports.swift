// Re-export the Clang module of the same name (see Sources/ZIKRouterC/include/module.modulemap), so that
// `import ZIKRouter` and `import ZIKRouter.Internal` both work for clients.
@_exported import ZIKRouter
