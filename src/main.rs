//! The `bloomlab` binary: the command-line face of the library.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::run()
}
