/* The plugin's own version.  GPL-3.0-or-later.  */
#ifndef HYPERLANE_VERSION_H
#define HYPERLANE_VERSION_H
#define HYPERLANE_VERSION_STRING "0.1.0"
#endif
