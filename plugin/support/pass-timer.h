/* A plugin pass's own row in -ftime-report.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */

#ifndef HYPERLANE_PASS_TIMER_H
#define HYPERLANE_PASS_TIMER_H

#include "gcc-includes.h"
#include "timevar.h"

namespace hyperlane {

/* While alive, the time is charged to NAME under -ftime-report's "Client
   items" rather than to whichever GCC timer runs around the pass: a pass
   with TV_NONE is otherwise invisible in the report.  GCC has no timer
   without -ftime-report, and then this does nothing.  NAME must outlive
   the compilation (a string literal).  */
class pass_timer
{
public:
  explicit pass_timer (const char *name) : m_running (g_timer != nullptr)
  {
    if (m_running)
      g_timer->push_client_item (name);
  }
  ~pass_timer ()
  {
    if (m_running)
      g_timer->pop_client_item ();
  }
  pass_timer (const pass_timer &) = delete;
  pass_timer &operator= (const pass_timer &) = delete;

private:
  bool m_running;
};

} // namespace hyperlane

#endif
