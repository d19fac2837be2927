// Command show prints what version.Get returns, one field a line, for
// the package's tests.
package main

import (
	"fmt"

	"gametree/internal/version"
)

func main() {
	i := version.Get()
	fmt.Printf("%s\n%s\n%s\n%v\n%s\n", i.Version, i.Commit, i.Date, i.Modified, i.Short())
}
