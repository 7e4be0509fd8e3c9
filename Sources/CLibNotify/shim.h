#ifndef GYM_TIMER_CLIBNOTIFY_SHIM_H
#define GYM_TIMER_CLIBNOTIFY_SHIM_H
#include <libnotify/notify.h>

/* g_object_new is variadic and cannot be called from Swift: this builds a
   notification object that refers to an already shown notification, so it
   can be closed after the original object is gone (e.g. after a restart). */
static inline NotifyNotification *gt_notification_with_id(gint id) {
    return (NotifyNotification *)g_object_new(NOTIFY_TYPE_NOTIFICATION, "id", id, NULL);
}
/* The server-assigned id of a shown notification (g_object_get is variadic). */
static inline gint gt_notification_id(NotifyNotification *n) {
    gint id = 0;
    g_object_get(n, "id", &id, NULL);
    return id;
}
#endif
