#ifndef GYM_TIMER_CDBUS_SHIM_H
#define GYM_TIMER_CDBUS_SHIM_H
#include <dbus/dbus.h>

/* Macros Swift cannot import as constants. */
static const int gt_dbus_timeout_infinite = DBUS_TIMEOUT_INFINITE;
static const int gt_dbus_type_string = DBUS_TYPE_STRING;
static const int gt_dbus_type_double = DBUS_TYPE_DOUBLE;
static const int gt_dbus_type_boolean = DBUS_TYPE_BOOLEAN;
static const int gt_dbus_type_uint32 = DBUS_TYPE_UINT32;
static const int gt_dbus_type_int32 = DBUS_TYPE_INT32;
static const int gt_dbus_type_byte = DBUS_TYPE_BYTE;
static const int gt_dbus_type_array = DBUS_TYPE_ARRAY;
static const int gt_dbus_type_struct = DBUS_TYPE_STRUCT;
static const int gt_dbus_type_dict_entry = DBUS_TYPE_DICT_ENTRY;
static const int gt_dbus_type_variant = DBUS_TYPE_VARIANT;
static const int gt_dbus_type_invalid = DBUS_TYPE_INVALID;

/* Appends one basic value; dbus_message_iter_append_basic takes a pointer to it. */
static inline dbus_bool_t gt_dbus_append_string(DBusMessageIter *it, const char *s) {
    return dbus_message_iter_append_basic(it, DBUS_TYPE_STRING, &s);
}
static inline dbus_bool_t gt_dbus_append_double(DBusMessageIter *it, double d) {
    return dbus_message_iter_append_basic(it, DBUS_TYPE_DOUBLE, &d);
}
static inline dbus_bool_t gt_dbus_append_bool(DBusMessageIter *it, int b) {
    dbus_bool_t v = b ? TRUE : FALSE;
    return dbus_message_iter_append_basic(it, DBUS_TYPE_BOOLEAN, &v);
}
static inline dbus_bool_t gt_dbus_append_uint32(DBusMessageIter *it, dbus_uint32_t u) {
    return dbus_message_iter_append_basic(it, DBUS_TYPE_UINT32, &u);
}
static inline dbus_bool_t gt_dbus_append_int32(DBusMessageIter *it, dbus_int32_t i) {
    return dbus_message_iter_append_basic(it, DBUS_TYPE_INT32, &i);
}
static inline dbus_bool_t gt_dbus_append_byte(DBusMessageIter *it, unsigned char b) {
    return dbus_message_iter_append_basic(it, DBUS_TYPE_BYTE, &b);
}

/* Reads the basic value under the iterator, whatever its size. */
static inline const char *gt_dbus_get_string(DBusMessageIter *it) {
    const char *s = 0; dbus_message_iter_get_basic(it, &s); return s;
}
static inline double gt_dbus_get_double(DBusMessageIter *it) {
    double d = 0; dbus_message_iter_get_basic(it, &d); return d;
}
static inline dbus_uint32_t gt_dbus_get_uint32(DBusMessageIter *it) {
    dbus_uint32_t u = 0; dbus_message_iter_get_basic(it, &u); return u;
}
static inline int gt_dbus_get_bool(DBusMessageIter *it) {
    dbus_bool_t b = 0; dbus_message_iter_get_basic(it, &b); return b ? 1 : 0;
}
#endif
