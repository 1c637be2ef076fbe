package treeparse

// Few is few, for the tests of spilling.
const Few = few
