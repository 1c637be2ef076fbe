package urlchecktool

import (
	"os"
	"path/filepath"
)

// writeBack writes the document fixed over the file name, as gofmt -w
// does, when it differs from text: into a new file beside it, with the
// file's permissions, renamed over it once written whole, so that a
// failed write leaves the file as it was. A symbolic link is followed:
// the file it names is replaced, the link kept.
func writeBack(name, text, fixed string) error {
	if fixed == text {
		return nil
	}
	path, err := filepath.EvalSymlinks(name)
	if err != nil {
		return err
	}
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".urlcheck-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // once renamed, there is nothing to remove
	if _, err := tmp.WriteString(fixed); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(fi.Mode().Perm()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
