//! `f` on the experiments and sizing screens: the chart on screen saved as
//! an SVG figure (the one `--plot` writes), in the folder the app was
//! started from, and the status line says where.

use crate::figure::{self, Figure};
use crate::lang::Lang;
use crate::t;
use crate::untrusted::printable_line;

/// What the status line says of a figure saved as `name` in the current
/// folder: «./name», which the student can open from the shell they
/// started from. The whole path was cut at the front on an 80-column
/// line (reader 12, es 1.5, en 1.1).
pub(crate) fn saved_note(name: &str, lang: Lang) -> String {
    let shown = format!(".{}{name}", std::path::MAIN_SEPARATOR);
    t!(
        lang,
        "fig-saved",
        path = printable_line(&shown).into_owned()
    )
}

/// Write `figure` as `bloomlab-SCREEN-YYYYMMDD-HHMMSS.svg` in the current
/// folder; what the status line says about it.
pub(crate) fn save(figure: &Figure, screen: &str, lang: Lang) -> String {
    let stamp = jiff::Zoned::now().strftime("%Y%m%d-%H%M%S").to_string();
    let name = format!("bloomlab-{screen}-{stamp}.svg");
    let path = std::env::current_dir()
        .map(|folder| folder.join(&name))
        .unwrap_or_else(|_| name.clone().into());
    match figure::write_figure(figure, &path) {
        Ok(_) => saved_note(&name, lang),
        Err(err) => t!(
            lang,
            "fig-save-failed",
            error = printable_line(&err.to_string()).into_owned()
        ),
    }
}
