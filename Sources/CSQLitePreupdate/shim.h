#ifndef GYM_TIMER_SQLITE_PREUPDATE_SHIM_H
#define GYM_TIMER_SQLITE_PREUPDATE_SHIM_H
/*
 * SQLite's pre-update hook: how the training log sees each row a write
 * changes, with its values before and after, without a trigger parsed at
 * every open. Debian and Ubuntu build libsqlite3 with
 * SQLITE_ENABLE_PREUPDATE_HOOK (the session extension needs it), but
 * <sqlite3.h> declares these only when that macro is set where it is
 * included, so they are declared here, as libsqlite3 exports them.
 * Handles are plain pointers, so nothing here clashes with the
 * declarations GRDB imports from <sqlite3.h>.
 */

typedef void (*gt_sqlite3_preupdate_callback)(void *context, void *db, int op,
                                              const char *database, const char *table,
                                              long long oldRowid, long long newRowid);

void *sqlite3_preupdate_hook(void *db, gt_sqlite3_preupdate_callback callback, void *context);
int sqlite3_preupdate_old(void *db, int column, void **value);
int sqlite3_preupdate_new(void *db, int column, void **value);
int sqlite3_preupdate_count(void *db);
int sqlite3_preupdate_depth(void *db);

#endif
