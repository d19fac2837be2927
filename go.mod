module gametree

go 1.26.8
