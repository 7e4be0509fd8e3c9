#ifndef GYM_TIMER_CNCURSESW_SHIM_H
#define GYM_TIMER_CNCURSESW_SHIM_H
/* The workout screen's terminal, through ncursesw: the few calls it makes,
   as functions, because curses spells most of them as macros over the
   global stdscr, which Swift cannot import. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <curses.h>
#include <locale.h>
#include <stdio.h>

/* Full-screen mode on standard input and output: keys one at a time and
   unechoed (Ctrl-C too, as a key), function keys decoded, no cursor, reads
   that never block. Colours only when `want_color` and the terminal has
   them. Returns 0, or -1 when the terminal cannot be driven (unknown TERM). */
static inline int gt_screen_start(int want_color, int *has_color) {
    setlocale(LC_ALL, "");
    if (newterm(NULL, stdout, stdin) == NULL) return -1;
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    nodelay(stdscr, TRUE);
    set_escdelay(25);
    curs_set(0);
    *has_color = 0;
    if (want_color && has_colors()) {
        start_color();
        use_default_colors();
        init_pair(1, COLOR_BLACK, COLOR_CYAN);   /* title bar */
        init_pair(2, COLOR_YELLOW, -1);          /* records */
        init_pair(3, COLOR_RED, -1);             /* errors */
        init_pair(4, COLOR_GREEN, -1);           /* the countdown */
        init_pair(5, COLOR_CYAN, -1);            /* the exercise in focus */
        *has_color = 1;
    }
    return 0;
}

/* Leaves full-screen mode: the terminal as it was. */
static inline void gt_screen_stop(void) { endwin(); }

static inline void gt_screen_size(int *rows, int *cols) { getmaxyx(stdscr, *rows, *cols); }

static inline void gt_screen_clear(void) { werase(stdscr); }

/* One line of UTF-8 text at row y, cut at the screen's edge by curses. */
static inline void gt_screen_put(int y, int x, const char *utf8, int bold, int reverse, int dim, int pair) {
    attr_t attrs = A_NORMAL;
    if (bold) attrs |= A_BOLD;
    if (reverse) attrs |= A_REVERSE;
    if (dim) attrs |= A_DIM;
    if (pair > 0) attrs |= COLOR_PAIR(pair);
    wattrset(stdscr, attrs);
    mvwaddstr(stdscr, y, x, utf8);
    wattrset(stdscr, A_NORMAL);
}

/* The cursor shown at (y, x) for typing, or hidden. */
static inline void gt_screen_cursor(int visible, int y, int x) {
    curs_set(visible ? 1 : 0);
    if (visible) wmove(stdscr, y, x);
}

static inline void gt_screen_refresh(void) { wrefresh(stdscr); }

/* The next key without waiting: returns 0 with a character, 1 with a
   function key (KEY_*), -1 when none is waiting. */
static inline int gt_screen_key(unsigned int *key) {
    wint_t wc = 0;
    int kind = wget_wch(stdscr, &wc);
    *key = (unsigned int)wc;
    if (kind == KEY_CODE_YES) return 1;
    if (kind == ERR) return -1;
    return 0;
}

static const unsigned int gt_key_resize = KEY_RESIZE;
static const unsigned int gt_key_backspace = KEY_BACKSPACE;
static const unsigned int gt_key_enter = KEY_ENTER;
static const unsigned int gt_key_dc = KEY_DC;

#endif
