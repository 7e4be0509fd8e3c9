#ifndef GYM_TIMER_CLIBNOTIFY_SHIM_H
#define GYM_TIMER_CLIBNOTIFY_SHIM_H
/* libnotify, and the few GLib calls around it that Swift cannot make
   directly: variadic GObject property calls and signal-connecting macros. */
#include <libnotify/notify.h>

/* A notification object standing for notification `id` on the server:
   showing it replaces that notification, closing it closes that one. */
static inline NotifyNotification *gt_notification_with_id(guint32 id) {
    return (NotifyNotification *)g_object_new(NOTIFY_TYPE_NOTIFICATION, "id", (gint)id, NULL);
}

/* The id the server gave at the last show (0 before one, or after closing). */
static inline guint32 gt_notification_id(NotifyNotification *n) {
    gint id = 0;
    g_object_get(n, "id", &id, NULL);
    return (guint32)id;
}

/* Connects `closed` (emitted when the server reports the notification gone). */
static inline gulong gt_notification_on_closed(NotifyNotification *n,
                                                void (*callback)(NotifyNotification *, gpointer),
                                                gpointer data) {
    return g_signal_connect(n, "closed", G_CALLBACK(callback), data);
}

/* The shared session-bus connection libnotify's proxy uses, made to stay
   quiet when the bus goes away: GLib's default is to raise SIGTERM. */
static inline GDBusConnection *gt_session_bus_without_exit(GError **error) {
    GDBusConnection *connection = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, error);
    if (connection != NULL) g_dbus_connection_set_exit_on_close(connection, FALSE);
    return connection;
}

#endif
