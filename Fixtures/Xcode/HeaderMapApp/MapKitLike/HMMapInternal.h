// A project header of the framework.
#define HM_MAP_ZOOM 12
