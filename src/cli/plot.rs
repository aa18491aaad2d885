//! `--plot FILE`: the figure of a command's results, written as SVG or
//! PNG by the file name's extension (the library's [`bloomlab::figure`]).

use std::path::{Path, PathBuf};

use bloomlab::figure::{self, Figure, FigureError, FigureFormat};
use bloomlab::i18n::Message;
use bloomlab::lang::Lang;
use bloomlab::units::quoted;
use bloomlab::untrusted::printable_line;
use bloomlab::{msg, t};

use super::CliError;

/// The `--plot` flag's value: a file name ending in .svg or .png, in a
/// folder that exists (checked before anything is measured).
pub(super) fn parse_plot(text: &str) -> Result<PathBuf, Message> {
    let path = PathBuf::from(text);
    let got = || quoted(&printable_line(text));
    if FigureFormat::from_path(&path).is_none() {
        return Err(msg!("cli-plot-extension", got = got()));
    }
    let folder = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if !folder.is_dir() {
        return Err(msg!(
            "cli-plot-no-folder",
            folder = printable_line(&folder.display().to_string()).into_owned(),
            got = got()
        ));
    }
    Ok(path)
}

/// Write the figure if `--plot` was given, and say where on stderr (the
/// output itself stays the data asked for), in `lang`.
pub(super) fn save_in(
    lang: Lang,
    path: Option<&Path>,
    figure: impl FnOnce() -> Figure,
) -> Result<(), CliError> {
    let Some(path) = path else {
        return Ok(());
    };
    let shown = |path: &str| printable_line(path).into_owned();
    figure::write_figure(&figure(), path).map_err(|err| {
        CliError::Failed(match err {
            FigureError::Format { path } => {
                t!(lang, "report-plot-format", file = shown(&path))
            }
            FigureError::Write { path, message } => t!(
                lang,
                "report-plot-cannot-write",
                file = shown(&path),
                problem = message
            ),
        })
    })?;
    eprintln!(
        "{}",
        t!(
            lang,
            "report-plot-written",
            file = shown(&path.display().to_string())
        )
    );
    Ok(())
}
