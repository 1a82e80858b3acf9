/* The harness's sink: the arrays stay live between calls.
   Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.  */
void sink (void *p) { __asm__ volatile ("" :: "r"(p) : "memory"); }
