/* Text from the user (a layout file, a plugin argument) as a message may
   quote it: no raw control bytes, NULs or invalid UTF-8 on the terminal,
   and no megabyte-long lines.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PRINTABLE_TEXT_H
#define HYPERLANE_PRINTABLE_TEXT_H

#include <string>

namespace hyperlane {

/* TEXT with every byte outside printable ASCII written '\xNN', cut after
   MAX_LENGTH characters with "...".  */
std::string printable_text (const std::string &text, size_t max_length = 64);

} // namespace hyperlane

#endif
