// Found through HEADER_SEARCH_PATHS only: not in the project.
#ifndef HM_CHECKSUM_H
#define HM_CHECKSUM_H
unsigned int hm_checksum(const char *text);
#endif
