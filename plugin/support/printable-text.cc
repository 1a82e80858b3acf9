/* Quoting user text in messages; see printable-text.h.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#include "printable-text.h"

namespace hyperlane {

std::string
printable_text (const std::string &text, size_t max_length)
{
  static const char hex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : text)
    {
      if (out.size () >= max_length)
	return out + "...";
      if (c >= 0x20 && c < 0x7f)
	out += (char) c;
      else
	{
	  out += "\\x";
	  out += hex[c >> 4];
	  out += hex[c & 15];
	}
    }
  return out;
}

} // namespace hyperlane
