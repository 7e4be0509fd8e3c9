#ifndef GYM_TIMER_CESPEAKNG_SHIM_H
#define GYM_TIMER_CESPEAKNG_SHIM_H
/* espeak-ng, the speech synthesizer of the spoken rest-over cue. Used in
   its synchronous mode: it hands the samples to a callback, and the daemon
   plays them through libcanberra like the chime. */
#include <espeak-ng/speak_lib.h>

static const unsigned int gt_espeak_chars_utf8 = espeakCHARS_UTF8;
#endif
