//
//  AppConfig.h
//  DemoApp
//
//  Switches for the demo's route tests. Included by the prefix header and visible to Swift through the
//  bridging header.
//

#ifndef AppConfig_h
#define AppConfig_h

// 1: register the services with block routes made in the adapters instead of their router classes.
#define TEST_BLOCK_ROUTES 0

#endif
