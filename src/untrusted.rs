//! Input from outside the program: files we did not write and text that
//! came from them. Two rules live here so that every face applies the same
//! ones:
//!
//! - only regular files are read, without blocking and up to a cap, so a
//!   FIFO, a device such as `/dev/zero` or a socket gives an error at once;
//! - text from a file is made safe before it reaches a terminal: control
//!   characters (escape sequences, bells, C1 codes, bidi overrides) are
//!   shown as visible escapes, never sent as they are.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::fs::{File, OpenOptions};
use std::io::{self, Read};
use std::path::Path;

/// Read a regular file of at most `max_bytes`.
///
/// The file is opened non-blocking (a FIFO with no writer would otherwise
/// block the open forever), then refused unless it is a regular file; at
/// most `max_bytes + 1` bytes are read, so a file that grows while it is
/// read cannot exhaust memory. Errors say what was wrong in plain words.
pub(crate) fn read_regular_file(path: &Path, max_bytes: u64) -> io::Result<Vec<u8>> {
    let file = open_regular(path)?;
    let size = file.metadata()?.len();
    if size > max_bytes {
        return Err(too_large(size, max_bytes));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(size).unwrap_or(0));
    file.take(max_bytes + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max_bytes {
        return Err(too_large(bytes.len() as u64, max_bytes));
    }
    Ok(bytes)
}

/// Open a file for reading only if it is a regular file (not a FIFO,
/// device, socket or folder), without ever blocking on the open.
pub(crate) fn open_regular(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    let kind = file.metadata()?.file_type();
    if !kind.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("not a regular file ({})", describe(kind)),
        ));
    }
    Ok(file)
}

/// What a file that is not a regular file is, in plain words.
pub(crate) fn describe(kind: std::fs::FileType) -> &'static str {
    if kind.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a named pipe";
        }
        if kind.is_char_device() || kind.is_block_device() {
            return "a device";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    "not a plain file"
}

fn too_large(size: u64, max: u64) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!(
            "too large: {} bytes or more, the limit is {} bytes",
            size, max
        ),
    )
}

/// Characters that change how a terminal behaves instead of printing:
/// C0 and C1 controls, DEL, and the bidirectional formatting characters
/// that reorder what is shown (the "Trojan Source" family).
pub fn is_unsafe_char(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
        )
}

/// Text for one line of terminal output: every unsafe character, line
/// breaks and tabs included, written as a visible escape (`\u{1b}`,
/// `\n`). Text that needs nothing is returned as it is.
pub fn printable_line(text: &str) -> Cow<'_, str> {
    escape(text, is_unsafe_char)
}

/// Text for a block of terminal output: like [`printable_line`], but line
/// breaks and tabs are kept.
pub fn printable_text(text: &str) -> Cow<'_, str> {
    escape(text, |c| c != '\n' && c != '\t' && is_unsafe_char(c))
}

fn escape(text: &str, unsafe_char: impl Fn(char) -> bool) -> Cow<'_, str> {
    if !text.chars().any(&unsafe_char) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if !unsafe_char(c) {
            out.push(c);
            continue;
        }
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            _ => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_every_kind_of_control() {
        assert_eq!(printable_line("uva"), "uva");
        assert_eq!(
            printable_line("a\u{1b}]52;c;cm0=\u{7}b"),
            "a\\u{1b}]52;c;cm0=\\u{7}b"
        );
        assert_eq!(printable_line("\u{9b}2J"), "\\u{9b}2J");
        assert_eq!(printable_line("\u{202e}txt"), "\\u{202e}txt");
        assert_eq!(printable_line("\u{2066}x\u{2069}"), "\\u{2066}x\\u{2069}");
        assert_eq!(printable_line("a\nb\tc\rd\u{7f}"), "a\\nb\\tc\\rd\\u{7f}");
        assert_eq!(printable_text("a\nb\tc\u{1b}[2J"), "a\nb\tc\\u{1b}[2J");
        // Accents, CJK and emoji are ordinary text.
        assert_eq!(printable_line("¿Qué? 漢字 🙂"), "¿Qué? 漢字 🙂");
    }

    #[cfg(unix)]
    #[test]
    fn refuses_what_is_not_a_regular_file() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("x.yaml");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            let err = read_regular_file(&fifo, 1024).unwrap_err();
            assert!(err.to_string().contains("named pipe"), "{err}");
        }
        let err = read_regular_file(Path::new("/dev/zero"), 1024).unwrap_err();
        assert!(err.to_string().contains("device"), "{err}");
        let err = read_regular_file(dir.path(), 1024).unwrap_err();
        assert!(err.to_string().contains("folder"), "{err}");
        let big = dir.path().join("big");
        std::fs::write(&big, vec![b'a'; 2048]).unwrap();
        assert!(read_regular_file(&big, 1024).is_err());
        assert_eq!(read_regular_file(&big, 4096).unwrap().len(), 2048);
    }
}
