use super::*;
#[test]
fn scratch_show() {
    for (lang, (w, h)) in SEEN {
        let mut app = app(lang);
        keys(&mut app, "2x");
        for _ in 0..2 { key(&mut app, KeyCode::Right); }
        keys(&mut app, "auva");
        key(&mut app, KeyCode::Enter);
        keys(&mut app, "f");
        keys(&mut app, "r");
        keys(&mut app, "uva");
        key(&mut app, KeyCode::Enter);
        let s = screen(&mut app, w, h);
        println!("{}\n▲ {}", s, s.matches('▲').count());
    }
}
