# Helpers shared by the benchmark-suite scripts under scripts/.
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.
