// Package house holds the tests of the code's shape, which no program
// uses: docs/architecture.md's map names every package, the README is
// short and its links hold, the top level is the design card's, the
// window is the one host its panels know, one widget draws a code
// listing, and internal/font is the one package that reads a font file.
package house
