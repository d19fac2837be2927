package tree

// MaxNodes is the default limit on the size of a tree, read or generated:
// the readers stop at it before memory grows, and --limit raises it.
const MaxNodes = 2_000_000
