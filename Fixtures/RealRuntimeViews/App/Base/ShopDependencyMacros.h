// How a module says that a class of the app provides a protocol the module requires: a category that
// adds the conformance and nothing else. The interface goes in the module's dependencies header, the
// implementation in one .m file.
#define SHOP_PROVIDE_DEPENDENCY(CLASS, PROTOCOL) \
    @interface CLASS (ShopProvides##PROTOCOL) <PROTOCOL> \
    @end

#define SHOP_IMPLEMENT_DEPENDENCY(CLASS, PROTOCOL) \
    @implementation CLASS (ShopProvides##PROTOCOL) \
    @end
