#ifndef GT_SQLITE_TUNING_H
#define GT_SQLITE_TUNING_H

#include <sqlite3.h>

/// Leaves the WAL to SQLite's automatic checkpoints instead of
/// checkpointing when the last connection closes: a command that wrote one
/// set then exits without three extra fsyncs. (sqlite3_db_config is
/// variadic, so Swift cannot call it directly.) Returns an SQLite result code.
int gt_sqlite_skip_checkpoint_on_close(sqlite3 *db);

#endif
