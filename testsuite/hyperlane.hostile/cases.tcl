# The bad-input corpus: one case per line, read by hostile.exp.
#
#   case NAME LANG KIND TEXT EXPECT [OPTIONS]
#
# LANG: c, c++ or fortran (the base program base.c, base.C, base.f90,
# compiled as tu.c, tu.C or tu.f90).  KIND and TEXT:
#   pragma     '#pragma array_transform TEXT' at file scope
#   pragma-in  the same inside a function (work in C, S::get in C++)
#   source     TEXT (lines) at file scope
#   spec       -fplugin-arg-hyperlane-layout=TEXT
#   file       a layout file holding TEXT, or made by a generator of
#              hostile.exp when TEXT is '@NAME ARGS' (@zero, @null, @dir,
#              @fifo, @missing, @random COUNT SEED [NULS], @repeat COUNT
#              TEXT [PREFIX [SUFFIX]], @many COUNT, @dims COUNT,
#              @strip-mines COUNT, @symlink TARGET, @odd-name TEXT)
#   args       TEXT is a list of further compiler arguments
# EXPECT is a list of KIND REGEXP pairs, all of which must hold:
#   clean {}   exit status 0, no error and no warning
#   error RE / warning RE / note RE   such a diagnostic (error: exit != 0)
#   missed RE  a -fopt-info missed remark (adds -fopt-info-vec-missed)
#   line RE / noline RE   a line of the output matches / none does
#   dump RE    the -details dump of the layout pass matches
# OPTIONS: more compiler arguments.  Every case also keeps the general
# rules of hostile.exp (no ICE, located diagnostics, printable ASCII,
# at most 50 lines, 2 s, 200 MB).
# Copyright (C) 2026 The hyperlane authors.  GPL-3.0-or-later.

# ------------------------------------------------------------ C pragmas
case pragma-empty c pragma {} {error {needs an array, its dimension names}}
case pragma-only-semicolon c pragma {;} {line {/tu\.c:[0-9]+:25: warning: empty layout spec}}
case pragma-double-semicolon c pragma {u[i][j][m] -> PAD(m, 3);;} {warning {empty layout spec} dump {new piece u: double\[8\]\[6\]\[8\]}}
case pragma-trailing-semicolon c pragma {u[i][j][m] -> PAD(m, 3);} {clean {} dump {new piece u}}
case pragma-string c pragma {u[i][j][m] -> PAD(m, "3")} {error {unexpected token in '#pragma array_transform'}}
case pragma-float c pragma {u[i][j][m] -> PAD(m, 3.0)} {error {unexpected token}}
case pragma-char-constant c pragma {u[i][j][m] -> PAD(m, 'x')} {error {unexpected token}}
case pragma-huge-tile c pragma {u[i][j][m] -> STRIP_MINE(i, 99999999999999999999, ii)} {error {a tile size '99999999999999999999' is too large} noline {7766279631452241919}}
case pragma-tile-2-pow-64 c pragma {u[i][j][m] -> STRIP_MINE(i, 18446744073709551616, ii)} {error {a tile size '18446744073709551616' is too large}}
case pragma-tile-2-pow-64-plus-4 c pragma {u[i][j][m] -> STRIP_MINE(i, 18446744073709551620, ii)} {error {'18446744073709551620' is too large}}
case pragma-tile-int-max-plus-1 c pragma {u[i][j][m] -> STRIP_MINE(i, 2147483648, ii)} {error {a tile size '2147483648' is too large}}
case pragma-tile-int-max c pragma {u[i][j][m] -> STRIP_MINE(i, 2147483647, ii)} {error {STRIP_MINE tile size 2147483647 is larger than dimension 'i' \(8\)}}
case pragma-pad-huge-negative c pragma {u[i][j][m] -> PAD(m, -99999999999999999999)} {error {a pad size '99999999999999999999' is too large}}
case pragma-peel-wraps-to-1 c pragma {u[i][j][m] -> PEEL(m, 4294967297)} {error {a peel size '4294967297' is too large}}
case pragma-pad-2-pow-32 c pragma {u[i][j][m] -> PAD(m, 4294967296)} {error {a pad size '4294967296' is too large}}
case pragma-hex-size c pragma {u[i][j][m] -> STRIP_MINE(i, 0x4, ii)} {clean {} dump {new piece u: double\[2\]\[4\]\[6\]\[5\]}}
case pragma-octal-size c pragma {u[i][j][m] -> PAD(m, 010)} {clean {} dump {new piece u: double\[8\]\[6\]\[13\]}}
case pragma-suffixed-size c pragma {u[i][j][m] -> STRIP_MINE(i, 4u, ii)} {clean {} dump {new piece u: double\[2\]\[4\]}}
case pragma-macro-size c source "#define VL 4\n#pragma array_transform u\[i\]\[j\]\[m\] -> STRIP_MINE(i, VL, ii)" {clean {} dump {new piece u: double\[2\]\[4\]}}
case pragma-macro-huge c source "#define BIG 99999999999999999999\n#pragma array_transform u\[i\]\[j\]\[m\] -> STRIP_MINE(i, BIG, ii)" {error {a tile size '99999999999999999999' is too large}}
case pragma-operator-huge c source {_Pragma("array_transform A[i] -> STRIP_MINE(i, 99999999999999999999, ii)")} {error {(too large for its type|'99999999999999999999' is too large)} noline {7766279631452241919}}
case pragma-operator-small c source {_Pragma("array_transform A[i] -> STRIP_MINE(i, 4, ii)")} {clean {} dump {new piece A: float\[25\]\[4\]}}
case cxx-pragma-operator-huge c++ source {_Pragma("array_transform A[i] -> STRIP_MINE(i, 99999999999999999999, ii)")} {error {too large} noline {7766279631452241919}}
case pragma-zero-tile c pragma {u[i][j][m] -> STRIP_MINE(i, 0, ii)} {error {STRIP_MINE tile size must be positive}}
case pragma-negative-tile c pragma {u[i][j][m] -> STRIP_MINE(i, -4, ii)} {error {a tile size must be a positive integer}}
case pragma-zero-pad c pragma {u[i][j][m] -> PAD(m, 0)} {error {PAD size must not be zero}}
case pragma-minus-zero-peel c pragma {u[i][j][m] -> PEEL(m, -0)} {error {PEEL size must not be zero}}
case pragma-self-interchange c pragma {u[i][j][m] -> INTERCHANGE(i, i)} {error {INTERCHANGE of dimension 'i' with itself}}
case pragma-lower-case-action c pragma {A[i] -> pad(i, 1)} {error {unknown layout action 'pad'}}
case pragma-missing-arrow c pragma {A[i] PAD(i, 1)} {error {expected '->' and a layout action}}
case pragma-deep-parens c pragma {A[i] -> PAD((((((((((((((((i, 1))))))))))))))))} {error {expected a dimension name, found '\('}}
case pragma-unknown-array c pragma {nosuch[i] -> PAD(i, 1)} {error {'nosuch' in '#pragma array_transform' is not an array defined or used in this scope}}
case pragma-keyword c pragma {int[i] -> PAD(i, 1)} {error {'int' in '#pragma array_transform' is not an array}}
case pragma-pointer c pragma {q[i] -> PAD(i, 1)} {error {'q' is a pointer; layouts of heap \(malloc'd\) data} note {'q' declared here}}
case pragma-unused-pointer c pragma {uq[i] -> PAD(i, 1)} {error {'uq' is a pointer; layouts of heap} note {'uq' declared here}}
case pragma-extern-used c pragma {ext[i] -> PAD(i, 1)} {warning {layout of .ext. not changed: it is visible to other translation units} note {layout requested here}}
case pragma-extern-unused c pragma {uext[i] -> PAD(i, 1)} {clean {} dump {ignored: 'uext' is an extern array that this file does not use: nothing to change}}
case pragma-unused-static c source "static double unused\[8\];\n#pragma array_transform unused\[i\] -> PAD(i, 1)" {clean {} dump {'unused' is an array that this file does not use}}
case pragma-unused-scalar c source "static int counter;\n#pragma array_transform counter\[i\] -> PAD(i, 1)" {error {'counter' is not an array} note {'counter' declared here}}
case pragma-in-local-extern c pragma-in {lext[i] -> PAD(i, 1)} {clean {} dump {'lext' is an extern array that this file does not use}}
case scoped-extern-unused c spec {tu.c:uext[i] -> PAD(i, 1)} {clean {} dump {'uext' is an extern array that this file does not use}}
case pragma-public-global c pragma {g[i] -> PAD(i, 1)} {warning {layout of .g. not changed: it is visible}}
case pragma-rank c pragma {u[i][m] -> PAD(m, 1)} {error {'u' has 3 dimensions but the spec names 2} note {declared here}}
case pragma-struct-rank c pragma {P[i] -> PAD(i, 1)} {error {'P' has 2 dimensions \(the last one its fields\) but the spec names 1}}
case pragma-bit-fields c pragma {B[i][f] -> INTERCHANGE(i, f)} {error {its elements have a field that is not a scalar \('a'\)}}
case pragma-union c pragma {U[i] -> PAD(i, 1)} {error {its element type is neither a scalar nor a structure of scalars}}
case pragma-volatile c pragma {vol[i] -> PAD(i, 1)} {warning {layout of .vol. not changed: it is volatile}}
case pragma-c-member c pragma {data[i] -> PAD(i, 1)} {error {'data' in '#pragma array_transform' is not an array defined or used in this scope}}
case pragma-struct-variable c pragma {H[i] -> PAD(i, 1)} {error {'H' is not an array}}
case pragma-twice c source "#pragma array_transform A\[i\] -> PAD(i, 1)\n#pragma array_transform A\[i\] -> PAD(i, 2)" {error {'A' already has a layout spec}}
case pragma-tile-too-large c pragma {one[i] -> STRIP_MINE(i, 2, ii)} {error {STRIP_MINE tile size 2 is larger than dimension 'i' \(1\)}}
case pragma-peel-everything c pragma {one[i] -> PEEL(i, 1)} {error {PEEL size 1 leaves no element}}
case pragma-mixed-peel c pragma {M[i][f] -> PEEL(f, 1)} {error {PEEL cannot be used on it}}
case pragma-utf8-name c pragma "\xc3\xbc\[i\] -> PAD(i, 1)" {error {unexpected characters? '\\xc3\\xbc' in layout spec}}
case pragma-long-name c pragma "[string repeat x 5000]\[i\] -> PAD(i, 1)" {error {'x{40}\.\.\.' in '#pragma array_transform' is not an array}}
case pragma-many-actions c pragma "A\[i\][string repeat { -> PAD(i, 1)} 400]" {clean {} dump {new piece A: float\[500\]}}
case pragma-very-long c pragma "A\[i\][string repeat { -> PAD(i, 1)} 20000]" {clean {} dump {new piece A: float\[20100\]} line {changed by 'A\[i\] -> PAD} noline {changed by '[^']{250}}} {-fopt-info-vec}
case pragma-many-errors c pragma [string repeat {A[i] -> SWAP(i); } 30] {error {unknown layout action 'SWAP'} note {20 more problems in this pragma not shown}}
case pragma-file-scope-syntax c pragma {tu.c:A[i] -> PAD(i, 1)} {error {unexpected token in '#pragma array_transform'}}
case pragma-in-parameter c pragma-in {p[i] -> PAD(i, 1)} {error {'p' is a function parameter; a layout applies to the array the caller declares}}
case pragma-in-array-parameter c pragma-in {prm[i] -> PAD(i, 1)} {error {'prm' is a function parameter}}
case pragma-in-heap c pragma-in {h[i] -> PAD(i, 1)} {error {'h' is a pointer; layouts of heap \(malloc'd\) data}}
case pragma-in-vla c pragma-in {vla[i] -> PAD(i, 1)} {error {cannot change the layout of 'vla': its dimensions are not all known constants}}
case pragma-in-scalar c pragma-in {s[i] -> PAD(i, 1)} {error {'s' is not an array}}
case pragma-in-static-local c pragma-in {sloc[i] -> STRIP_MINE(i, 4, ii)} {clean {} dump {new piece sloc: float\[4\]\[4\]}}
case pragma-in-file-scope-array c pragma-in {A[i] -> PAD(i, 2)} {clean {} dump {new piece A: float\[102\]}}
case pragma-in-unknown c pragma-in {nosuch[i] -> PAD(i, 1)} {error {'nosuch' in '#pragma array_transform' is not an array defined or used in this scope}}

# ---------------------------------------------------------- C++ pragmas
case cxx-pragma-member c++ pragma-in {data[i] -> PAD(i, 1)} {error {'data' is a member of a structure or class; layouts of members are not supported} note {declared here}}
case cxx-pragma-static-member c++ pragma-in {shared[i] -> PAD(i, 1)} {warning {layout of .S::shared. not changed: it is visible to other translation units}}
case cxx-pragma-parameter c++ pragma-in {p[i] -> PAD(i, 1)} {error {'p' is a function parameter}}
case cxx-pragma-this c++ pragma-in {this[i] -> PAD(i, 1)} {error {'this' is a function parameter}}
case cxx-pragma-namespace c++ pragma {u[i][j][m] -> PAD(m, 3)} {clean {} dump {new piece u: double\[8\]\[6\]\[8\]}}
case cxx-pragma-template-member c++ pragma {v[i] -> PAD(i, 1)} {error {'v' in '#pragma array_transform' is not an array defined or used in this scope}}
case cxx-pragma-pointer c++ pragma {q[i] -> PAD(i, 1)} {error {'q' is a pointer}}
case cxx-pragma-huge-tile c++ pragma {A[i] -> STRIP_MINE(i, 99999999999999999999, ii)} {error {a tile size '99999999999999999999' is too large}}
case cxx-pragma-digit-separator c++ pragma {A[i] -> STRIP_MINE(i, 1'0, ii)} {clean {} dump {new piece A: float\[10\]\[10\]}} {-std=c++17}
case cxx-pragma-long-suffix c++ pragma {A[i] -> STRIP_MINE(i, 4ul, ii)} {clean {} dump {new piece A: float\[25\]\[4\]}}
case cxx-pragma-scope-operator c++ pragma {ns::u[i][j][m] -> PAD(m, 3)} {error {unexpected token in '#pragma array_transform'}}

# ------------------------------------------------- command-line specs
case spec-only-semicolon c spec {;} {warning {in '-fplugin-arg-hyperlane-layout=;', column 1: empty layout spec}}
case spec-double-semicolon c spec {A[i] -> PAD(i, 1);;} {warning {column 19: empty layout spec} dump {new piece A}}
case spec-blank c spec {   } {clean {}}
case spec-comment-only c spec {# nothing here} {clean {}}
case spec-huge-tile c spec {u[i][j][m] -> STRIP_MINE(i, 99999999999999999999, ii)} {line {^cc1: error: in '-fplugin-arg-hyperlane-layout=u\[i\]\[j\]\[m\] -> STRIP_MINE\(i, 99999999999999999999, ii\)', column 29: a tile size '99999999999999999999' is too large}}
case spec-tile-2-pow-63 c spec {A[i] -> STRIP_MINE(i, 9223372036854775808, ii)} {error {'9223372036854775808' is too large}}
case spec-pad-huge-negative c spec {A[i] -> PAD(i, -2147483648)} {error {a pad size '2147483648' is too large}}
case spec-peel-huge c spec {u[i][j][m] -> PEEL(m, 99999999999)} {error {a peel size '99999999999' is too large}}
case spec-digits-100k c spec "A\[i\] -> PAD(i, [string repeat 9 100000])" {error {a pad size '9{40}\.\.\.' is too large}}
case spec-control-bytes c spec "A\[i\] -> PAD(i, 1)\x01\x02\x1b\[31m" {error {unexpected characters '\\x01\\x02\\x1b'}}
case spec-utf8 c spec "\xc3\xbc\[i\] -> PAD(i, 1)" {error {unexpected characters '\\xc3\\xbc' in layout spec}}
case spec-latin1 c spec "A\[i\] -> PAD(i, 1) \xe9" {error {unexpected character '\\xe9'}}
case spec-format-string c spec {A[i] -> PAD(i, %s%n%x)} {error {column 16: unexpected character '%' in layout spec}}
case spec-quote c spec {A[i] -> PAD(i, '1')} {error {unexpected character '''}}
case spec-long-name c spec "[string repeat a 60000]\[i\] -> PAD(j, 1)" {error {'j' is not a dimension of 'a{40}\.\.\.'}}
case spec-newline-separated c spec "A\[i\] -> PAD(i, 1)\nu\[i\]\[j\]\[m\] -> PAD(m, 3)" {clean {} dump {new piece u}}
case spec-many-errors c spec [string repeat {A[i] -> SWAP(i); } 30] {error {unknown layout action 'SWAP'} note {20 more problems in this argument not shown}}
case spec-twice c spec {A[i] -> PAD(i, 1); A[i] -> PAD(i, 2)} {error {'A' already has a layout spec}}
case spec-twice-with-pragma c pragma {A[i] -> PAD(i, 2)} {line {/tu\.c:[0-9]+:[0-9]+: error: 'A' already has a layout spec}} {{-fplugin-arg-hyperlane-layout=A[i] -> PAD(i, 1)}}
case spec-tile-too-large c spec {one[i] -> STRIP_MINE(i, 2, ii)} {line {^cc1: error: in '-fplugin-arg-hyperlane-layout=one\[i\] -> STRIP_MINE\(i, 2, ii\)', column 11: STRIP_MINE tile size 2 is larger than dimension 'i' \(1\)} noline {In function}}
case spec-good c spec {u[i][j][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)} {clean {} dump {new piece u: double\[2\]\[5\]\[6\]\[4\]}}

# ------------------------------------- build-wide specs over C files
case build-unknown-name c spec {nosuch[i] -> PAD(i, 1)} {clean {} dump {spec nosuch\[i\] -> PAD\(i, 1\): ignored: no array 'nosuch' here}}
case build-pointer c spec {q[i] -> PAD(i, 1)} {clean {} dump {ignored: 'q' is a pointer} missed {layout spec for 'q' ignored: 'q' is a pointer; layouts of heap}}
case build-pointer-elementwise c spec {q[k][j][i][m] -> STRIP_MINE(i, 4, ii)} {clean {} dump {ignored: 'q' is a pointer}}
case build-unused-pointer c spec {uq[i] -> PAD(i, 1)} {clean {}}
case build-parameter c spec {p[i] -> PAD(i, 1)} {clean {} dump {ignored: 'p' is a function parameter} missed {'p' is a function parameter}}
case build-array-parameter c spec {prm[i] -> PAD(i, 1)} {clean {} dump {ignored: 'prm' is a function parameter}}
case build-heap c spec {h[i] -> PAD(i, 1)} {clean {} dump {ignored: 'h' is a pointer; layouts of heap \(malloc'd\) data}}
case build-extern-used c spec {ext[i] -> PAD(i, 1)} {clean {} dump {ignored: it is visible to other translation units} missed {layout spec for 'ext' ignored}}
case build-extern-unused c spec {uext[i] -> PAD(i, 1)} {clean {} dump {no array 'uext' here}}
case build-extern-trusted c spec {ext[i] -> PAD(i, 1)} {clean {} dump {new piece ext: double\[33\]}} {-fplugin-arg-hyperlane-layout-trust}
case build-public-global c spec {g[i] -> PAD(i, 1)} {clean {} dump {ignored: it is visible to other translation units}}
case build-rank c spec {u[i][m] -> PAD(m, 1)} {clean {} dump {ignored: 'u' has 3 dimensions but the spec names 2} missed {'u' has 3 dimensions}}
case build-rank-local c spec {loc[i][j] -> PAD(j, 1)} {clean {} dump {ignored: 'loc' has 1 dimensions but the spec names 2}}
case build-struct-rank c spec {P[i] -> PAD(i, 1)} {clean {} dump {ignored: 'P' has 2 dimensions \(the last one its fields\)}}
case build-vla c spec {vla[i] -> PAD(i, 1)} {clean {} dump {ignored: cannot change the layout of 'vla': its dimensions are not all known constants}}
case build-union c spec {U[i] -> PAD(i, 1)} {clean {} dump {ignored: cannot change the layout of 'U': its element type}}
case build-bit-fields c spec {B[i][f] -> INTERCHANGE(i, f)} {clean {} dump {ignored: .*field that is not a scalar}}
case build-scalar c spec {s[i] -> PAD(i, 1)} {clean {} dump {ignored: 's' is not an array}}
case build-struct-variable c spec {H[i] -> PAD(i, 1)} {clean {} dump {ignored: 'H' is not an array}}
case build-struct-member c spec {data[i] -> PAD(i, 1)} {clean {} dump {no array 'data' here}}
case build-volatile c spec {vol[i] -> PAD(i, 1)} {warning {layout of .vol. not changed: it is volatile}}
case build-mixed c spec {A[i] -> PAD(i, 4); q[i] -> PAD(i, 1); nosuch[i][j] -> PAD(j, 2)} {clean {} dump {new piece A: float\[104\]} dump {'q' is a pointer} dump {no array 'nosuch'}}
case build-name-used-twice c spec {loc[i] -> PAD(i, 1); p[i] -> PAD(i, 2)} {clean {} dump {new piece loc: double\[5\]}}

# ------------------------------------------------- file-scoped specs
case scoped-match c spec {tu.c:u[i][j][m] -> PAD(m, 3)} {clean {} dump {new piece u: double\[8\]\[6\]\[8\]}}
case scoped-path-suffix c spec {scoped-path-suffix/tu.c:u[i][j][m] -> PAD(m, 3)} {clean {} dump {new piece u}}
case scoped-other-file c spec {other.c:q[i] -> PAD(i, 1)} {clean {} dump {ignored: for 'other.c', not this file}}
case scoped-partial-name c spec {u.c:q[i] -> PAD(i, 1)} {clean {} dump {for 'u.c', not this file}}
case scoped-pointer c spec {tu.c:q[i] -> PAD(i, 1)} {line {^cc1: error: in '-fplugin-arg-hyperlane-layout=tu.c:q\[i\] -> PAD\(i, 1\)', column 1: 'q' is a pointer} note {'q' declared here}}
case scoped-parameter c spec {tu.c:p[i] -> PAD(i, 1)} {error {'p' is a function parameter}}
case scoped-missing c spec {tu.c:nosuch[i] -> PAD(i, 1)} {error {'nosuch' is not an array defined or used in this file}}
case scoped-rank c spec {tu.c:u[i] -> PAD(i, 1)} {error {'u' has 3 dimensions but the spec names 1}}
case scoped-extern c spec {tu.c:ext[i] -> PAD(i, 1)} {warning {layout of .ext. not changed: it is visible}}
case scoped-no-array c spec {tu.c: -> PAD(i, 1)} {error {column 7: expected an array name, found '->'}}
case scoped-colon-in-dims c spec {A[tu.c:i] -> PAD(i, 1)} {error {expected a dimension name, found 'tu.c:'}}
case scoped-and-build-wide c spec {tu.c:A[i] -> PAD(i, 1); other.c:A[i] -> PAD(i, 2); q[i] -> PAD(i, 3)} {clean {} dump {new piece A: float\[101\]}}

# ------------------------------------------------------- layout files
case file-empty c file {} {clean {}}
case file-blank c file "  \n\t\n\r\n" {clean {}}
case file-comments c file "# only comments\n#u\[i\] -> SWAP(i)\n" {clean {}}
case file-good c file "u\[i\]\[j\]\[m\] -> PAD(m, 3)\n" {clean {} dump {new piece u}}
case file-crlf c file "u\[i\]\[j\]\[m\] -> PAD(m, 3)\r\nA\[i\] -> PAD(i, 1)\r\n" {clean {} dump {new piece A}}
case file-continued c file "u\[i\]\[j\]\[m\]\n   -> STRIP_MINE(i, 4, ii)\n   -> INTERCHANGE(m, ii)\n" {clean {} dump {new piece u: double\[2\]\[5\]\[6\]\[4\]}}
case file-semicolons c file ";;\n" {line {/case\.layout:1:1: warning: empty layout spec} line {/case\.layout:1:2: warning: empty layout spec}}
case file-gcc-shape c file "\n\n  u\[i\]\[j\]\[m\] -> SWAP(i, m)\n" {line {^/[^ ]*/case\.layout:3:17: error: unknown layout action 'SWAP'} noline {^cc1: error: .*case\.layout}}
case file-error-not-at-main c file "u\[i\]\[j\]\[m\] -> SWAP(i, m)\n" {noline {In function|tu\.c}}
case file-tile-too-large c file "\none\[i\] -> STRIP_MINE(i, 2, ii)\n" {line {/case\.layout:2:11: error: STRIP_MINE tile size 2 is larger than dimension 'i' \(1\)}}
case file-huge-number c file "A\[i\] -> PAD(i, 18446744073709551617)\n" {line {/case\.layout:1:16: error: a pad size '18446744073709551617' is too large}}
case file-scoped-error c file "# scoped\ntu.c:q\[i\] -> PAD(i, 1)\n" {line {/case\.layout:2:1: error: 'q' is a pointer} note {'q' declared here}}
case file-scoped-other c file "other.c:q\[i\] -> PAD(i, 1)\n" {clean {}}
case file-build-wide-pointer c file "q\[i\] -> PAD(i, 1)\n" {clean {} missed {layout spec for 'q' ignored}}
case file-zero c file @zero {line {^cc1: error: in '-fplugin-arg-hyperlane-layout-file=/dev/zero': a layout file must be a regular file, not a device, FIFO or socket}}
case file-null-device c file @null {error {must be a regular file, not a device}}
case file-directory c file @dir {error {a layout file must be a regular file, not a directory}}
case file-fifo c file @fifo {error {must be a regular file, not a device, FIFO or socket}}
case file-symlink-to-zero c file {@symlink /dev/zero} {error {link\.layout': a layout file must be a regular file, not a device}}
case file-symlink-to-directory c file {@symlink .} {error {link\.layout': a layout file must be a regular file, not a directory}}
case file-odd-name c file {@odd-name "A\[i\] -> SWAP(i)\n"} {line {/odd 'name'\\x01\.layout:1:9: error: unknown layout action 'SWAP'}}
case file-missing c file @missing {line {^cc1: error: in '-fplugin-arg-hyperlane-layout-file=[^']*no-such\.layout': cannot read layout file: No such file or directory}}
case file-random-4k c file {@random 4096 1} {error {unexpected character|NUL byte}}
case file-random-4k-no-nul c file {@random 4096 2 0} {error {unexpected character} note {more problems in this layout file not shown}}
case file-random-200k c file {@random 200000 3} {error {unexpected character|NUL byte}}
case file-random-200k-no-nul c file {@random 200000 4 0} {error {unexpected character} note {[0-9]+ more problems in this layout file not shown}}
case file-nul c file "u\[i\]\[j\]\[m\] -> PAD(m, 3)\n\x00\x00\x00" {line {/case\.layout:2:1: error: a NUL byte: layout specs are text}}
case file-nul-first c file "\x00u\[i\] -> PAD(i, 1)" {line {/case\.layout:1:1: error: a NUL byte}}
case file-utf8 c file "\xc3\xbc\[i\] -> PAD(i, 1)\n" {line {/case\.layout:1:1: error: unexpected characters '\\xc3\\xbc' in layout spec}}
case file-bom c file "\xef\xbb\xbfu\[i\]\[j\]\[m\] -> PAD(m, 3)\n" {line {/case\.layout:1:1: error: unexpected characters '\\xef\\xbb\\xbf'}}
case file-escape-sequence c file "\x1b\[2J\x1b\[31mA\[i\] -> PAD(i, 1)\n" {error {'\\x1b'}}
case file-format-string c file "%s%n%x%p\n" {line {/case\.layout:1:1: error: unexpected character '%'}}
case file-at-limit c file {@repeat 65536 "# padding line.\n"} {clean {}}
case file-over-limit c file {@repeat 65537 "# padding line.\n"} {line {^cc1: error: in '-fplugin-arg-hyperlane-layout-file=[^']*repeat\.layout': the file is larger than 1048576 bytes \(1 MiB\), the limit for a layout file}}
case file-far-over-limit c file {@repeat 300000 "# padding line.\n"} {error {larger than 1048576 bytes}}
case file-long-line c file {@repeat 20000 "x" "" "[i] -> PAD(i, 1)\n"} {clean {} dump {no array 'x{40}\.\.\.' here}}
case file-long-line-error c file {@repeat 30000 " " "" "A[i] -> SWAP(i)\n"} {line {/repeat\.layout:1(:[0-9]+)?: error: unknown layout action 'SWAP'}}
case file-long-comment c file {@repeat 500000 "#" "" "\nA[i] -> PAD(i, 1)\n"} {clean {} dump {new piece A}}
case file-deep-nesting c file {@repeat 100000 "(" "A[i] -> PAD("} {error {expected a dimension name, found '\('}}
case file-deep-brackets c file {@repeat 50000 "[" "A"} {error {expected a dimension name, found '\['}}
case file-many-dimensions c file {@repeat 120000 "\[d\]" "A"} {error {dimension name 'd' used twice}}
case file-many-distinct-dimensions c file {@dims 120000} {error {too many dimensions: a spec may name or create at most 256}}
case file-many-strip-mines c file {@strip-mines 35000} {error {too many dimensions}}
case file-many-pads c file {@repeat 60000 " -> PAD(i, 1)" "A[i]"} {clean {} dump {new piece A: float\[60100\]}}
case file-megabyte-of-brackets c file {@repeat 1000000 "\["} {error {expected an array name, found '\['}}
case file-megabyte-of-names c file {@repeat 500000 "a "} {error {expected '\[' and a dimension name after 'a'}}
case file-megabyte-of-semicolons c file {@repeat 1000000 ";"} {warning {empty layout spec} note {999990 more problems}}
case file-megabyte-of-digits c file {@repeat 1000000 "7"} {error {expected an array name, found '7{40}\.\.\.'}}
case file-many-specs c file {@many 20000} {clean {} dump {no array 'absent19999' here}}
case file-many-duplicates c file {@repeat 300 "A[i] -> PAD(i, 1)\n"} {error {'A' already has a layout spec} note {289 more problems in this layout file not shown}}
case file-many-syntax-errors c file {@repeat 1000 "A[i] -> SWAP(i)\n"} {error {unknown layout action} note {990 more problems in this layout file not shown}}
case file-many-bad-bytes c file {@repeat 100000 "\x01 "} {error {unexpected character '\\x01'} note {99990 more problems}}
case file-many-semicolons c file {@repeat 100000 ";"} {warning {empty layout spec} note {99990 more problems in this layout file not shown}}
case file-two-specs-one-line c file "A\[i\] -> PAD(i, 1) u\[i\]\[j\]\[m\] -> PAD(m, 1)\n" {error {expected '->' or ';' after a layout action, found 'u'}}

# ------------------------------------------------------ plugin arguments
case arg-unknown c args {-fplugin-arg-hyperlane-bogus} {line {^cc1: error: in '-fplugin-arg-hyperlane-bogus': unknown argument 'bogus' to plugin hyperlane}}
case arg-unknown-bytes c args "-fplugin-arg-hyperlane-bo\x01gus=\x02\xff" {error {in '-fplugin-arg-hyperlane-bo\\x01gus=\\x02\\xff': unknown argument 'bo\\x01gus'}}
case arg-hlp-bad c args {-fplugin-arg-hyperlane-hlp=maybe} {error {in '-fplugin-arg-hyperlane-hlp=maybe': invalid value 'maybe'}}
case arg-cost-empty c args {-fplugin-arg-hyperlane-cost=} {error {in '-fplugin-arg-hyperlane-cost=': invalid value ''}}
case arg-plan-bad c args {-fplugin-arg-hyperlane-plan=fastest} {error {invalid value 'fastest' for argument 'plan'}}
case arg-layout-no-value c args {-fplugin-arg-hyperlane-layout} {error {in '-fplugin-arg-hyperlane-layout': argument 'layout' to plugin hyperlane needs a value}}
case arg-layout-empty c args {-fplugin-arg-hyperlane-layout=} {error {in '-fplugin-arg-hyperlane-layout=': argument 'layout' to plugin hyperlane needs a value}}
case arg-layout-file-no-value c args {-fplugin-arg-hyperlane-layout-file} {error {argument 'layout-file' to plugin hyperlane needs a value}}
case arg-layout-file-empty c args {-fplugin-arg-hyperlane-layout-file=} {error {argument 'layout-file' to plugin hyperlane needs a value}}
case arg-trust-value c args {-fplugin-arg-hyperlane-layout-trust=yes} {error {argument 'layout-trust' to plugin hyperlane takes no value}}
case arg-version-value c args {-fplugin-arg-hyperlane-version=1} {error {argument 'version' to plugin hyperlane takes no value}}
case arg-dump-bad-flag c args {-fplugin-arg-hyperlane-dump=layout-bogus} {error {in '-fplugin-arg-hyperlane-dump': unknown dump flag 'bogus'} noline {ignoring unknown option}}
case arg-dump-bad-pass c args {-fplugin-arg-hyperlane-dump=layoutx} {error {unknown dump flag 'layoutx'}}
case arg-two-bad-files c args {-fplugin-arg-hyperlane-layout-file=/dev/zero -fplugin-arg-hyperlane-layout-file=/} {error {layout-file=/dev/zero'} error {layout-file=/': a layout file must be a regular file, not a directory}}
case arg-many-unknown c args [lmap k {a b c d e f g h i j k l m n o} { string cat -fplugin-arg-hyperlane-$k }] {error {unknown argument 'o'}}

# ------------------------------------- C++ files, build-wide and files
case cxx-build-member c++ spec {data[i] -> PAD(i, 1)} {clean {} dump {no array 'data' here}}
case cxx-build-static-member c++ spec {shared[i] -> PAD(i, 1)} {clean {} dump {ignored: it is visible to other translation units}}
case cxx-build-template-member c++ spec {v[i] -> PAD(i, 1)} {clean {}}
case cxx-build-namespace c++ spec {u[i][j][m] -> PAD(m, 3)} {clean {} dump {new piece u: double\[8\]\[6\]\[8\]}}
case cxx-build-pointer c++ spec {q[i] -> PAD(i, 1)} {clean {} dump {ignored: 'q' is a pointer}}
case cxx-build-parameter c++ spec {p[i] -> PAD(i, 1)} {clean {} dump {ignored: 'p' is a function parameter}}
case cxx-build-this c++ spec {this[i] -> PAD(i, 1)} {clean {}}
case cxx-build-rank c++ spec {A[i][j] -> PAD(j, 1)} {clean {} dump {'A' has 1 dimensions but the spec names 2}}
case cxx-scoped-member c++ spec {tu.C:data[i] -> PAD(i, 1)} {error {'data' is not an array defined or used in this file}}
case cxx-scoped-other c++ spec {tu.c:q[i] -> PAD(i, 1)} {clean {} dump {for 'tu.c', not this file}}
case cxx-file-error c++ file "\nA\[i\] -> SWAP(i)\n" {line {/case\.layout:2:9: error: unknown layout action 'SWAP'}}
case cxx-file-random c++ file {@random 4096 9 0} {error {unexpected character} note {more problems in this layout file not shown}}

# --------------------------------- Fortran files and build-wide C specs
case fortran-u-rank-4 fortran spec {u[k][j][i][m] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)} {clean {} dump {ignored: 'u' is a Fortran array: write its spec in Fortran form, u\(d1, d2, ...\)}}
case fortran-form-module fortran spec {u(m, i, j, k) -> INTERCHANGE(m, k)} {clean {} dump {ignored: it is a module variable, visible to other translation units}}
case fortran-form-trust fortran spec {u(m, i, j, k) -> STRIP_MINE(i, 2, ii) -> INTERCHANGE(m, ii)} {clean {} dump {new piece u: real\(kind=8\)\[4\]\[4\]\[2\]\[5\]\[2\]}} -fplugin-arg-hyperlane-layout-trust
case fortran-form-local fortran spec {a(i) -> PAD(i, 4)} {clean {} dump {new piece a: real\(kind=8\)\[104\]}}
case fortran-form-array-expression fortran spec {loc(i) -> PAD(i, 4)} {warning {layout of 'loc' not changed: a reference cannot be delinearised into its dimensions exactly \(a subscript computed by the compiler: an array expression or section\)}}
case fortran-form-dummy fortran spec {w(m, i) -> INTERCHANGE(m, i)} {clean {} dump {'w' is a dummy argument}}
case fortran-form-pointer fortran spec {q(i) -> PAD(i, 1)} {clean {} dump {'q' is a dummy argument}}
case fortran-form-rank fortran spec {u(m, i) -> PAD(m, 1)} {clean {} dump {'u' has 4 dimensions but the spec names 2}}
case fortran-form-scoped fortran spec {tu.f90:w(m, i) -> PAD(m, 1)} {error {'w' is a dummy argument}}
case fortran-form-syntax fortran spec {u(m i) -> PAD(m, 1)} {error {expected '\)' after the dimension names, found 'i'}}
case fortran-form-in-c c spec {u(m, j, i) -> PAD(m, 3)} {clean {} dump {a spec in Fortran form, u\(...\), names a Fortran array}}
case fortran-form-in-c-scoped c spec {tu.c:u(m, j, i) -> PAD(m, 3)} {error {a spec in Fortran form}}
case fortran-form-pragma c pragma {u(m, j, i) -> PAD(m, 3)} {error {names a C or C\+\+ array: write its dimensions in brackets}}
case fortran-u-rank-1 fortran spec {u[i] -> PAD(i, 3)} {clean {} dump {ignored: 'u' is a Fortran array} noline {new piece}}
case fortran-rhs fortran spec {rhs[k][j][i][m] -> PAD(m, 3)} {clean {} missed {layout spec for 'rhs' ignored: 'rhs' is a Fortran array}}
case fortran-dummy fortran spec {w[i][m] -> PAD(m, 1)} {clean {} dump {'w' is a Fortran array}}
case fortran-pointer fortran spec {q[i] -> PAD(i, 1)} {clean {}}
case fortran-local fortran spec {loc[i] -> PAD(i, 1)} {clean {} dump {'loc' is a Fortran array}}
case fortran-scalar fortran spec {n[i] -> PAD(i, 1)} {clean {} dump {ignored: 'n' is not an array}}
case fortran-unknown fortran spec {nosuch[i] -> PAD(i, 1)} {clean {} dump {no array 'nosuch' here}}
case fortran-layout-file fortran file "u\[k\]\[j\]\[i\]\[m\] -> STRIP_MINE(i, 4, ii) -> INTERCHANGE(m, ii)\nrhs\[k\]\[j\]\[i\]\[m\] -> PEEL(m, 1)\n" {clean {}}
case fortran-file-error fortran file "\nu\[i\] -> SWAP(i)\n" {line {/case\.layout:2:9: Error: unknown layout action 'SWAP'}}
case fortran-scoped fortran spec {tu.f90:u[i] -> PAD(i, 1)} {line {^f951: Error: in '-fplugin-arg-hyperlane-layout=tu\.f90:u\[i\] -> PAD\(i, 1\)', column 1: 'u' is a Fortran array}}
case fortran-scoped-other fortran spec {tu.c:u[k][j][i][m] -> PAD(m, 1)} {clean {}}
case fortran-spec-syntax fortran spec {u[i] -> PAD(i, 99999999999999999999)} {error {a pad size '99999999999999999999' is too large}}
case fortran-zero fortran file @zero {error {must be a regular file}}
case fortran-random fortran file {@random 4096 5 0} {error {unexpected character} note {more problems}}
case fortran-semicolons fortran spec {;;} {warning {empty layout spec}}
