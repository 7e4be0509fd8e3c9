#ifndef GYM_TIMER_CCANBERRA_SHIM_H
#define GYM_TIMER_CCANBERRA_SHIM_H
/* libcanberra, the freedesktop sound-theme player (through PulseAudio or
   PipeWire). Its property names are macros; Swift reads them as strings
   through these. */
#include <canberra.h>

static const char *const gt_ca_prop_event_id = CA_PROP_EVENT_ID;
static const char *const gt_ca_prop_media_role = CA_PROP_MEDIA_ROLE;
static const char *const gt_ca_prop_application_name = CA_PROP_APPLICATION_NAME;
static const char *const gt_ca_prop_application_id = CA_PROP_APPLICATION_ID;
static const char *const gt_ca_prop_canberra_volume = CA_PROP_CANBERRA_VOLUME;
static const char *const gt_ca_prop_canberra_cache_control = CA_PROP_CANBERRA_CACHE_CONTROL;
static const char *const gt_ca_prop_media_filename = CA_PROP_MEDIA_FILENAME;

#endif
