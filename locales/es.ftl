# La interfaz de bloomlab en español. Un mensaje por clave; `$name` es un
# argumento que pasa el código. Mismas claves y mismos argumentos que en
# en.ftl (lo comprueba tests/catalogues.rs). Una sección por parte del código.

## Palabras comunes

rows = { $count ->
    [one] { $count } fila
   *[other] { $count } filas
}

## experiments and app

exp-repeat-running = en marcha, x para
exp-repeat-stopped = detenido
exp-repeat-done = terminado
exp-repeat-head = Repetir con { $seeds } semillas: { $done } de { $seeds } hechas ({ $state })
exp-repeat-rows-raw = Filas ✗ por separado: { $count } de { $rows } (el azar: alrededor del { $level } % de las filas)
exp-repeat-runs-raw = Ejecuciones con algún ✗, filas por separado: { $count } de { $done } (el azar: alrededor del { $chance } %)
exp-repeat-runs-family = Ejecuciones con algún ✗, filas juntas (Holm): { $count } de { $done } (el azar: como mucho el { $level } %)
exp-repeat-per-row = ✗ por fila (sola/juntas): { $rows }
exp-repeat-chance = { $side ->
    [within] Dentro de lo que da el azar: { $count } ✗ en { $trials } filas es un recuento que dan filtros correctos (uno así de lejos de { $expected }, o más, en el { $tail } de las repeticiones; prueba binomial contra el { $level }).
    [above] Más de lo que da el azar: filtros correctos dan { $count } ✗ en { $trials } filas (así de por encima de { $expected }) solo en el { $tail } de las repeticiones (prueba binomial contra el { $level }); alguna fila probablemente difiere de la teoría.
   *[below] Menos de lo que da el azar: filtros correctos dan tan pocos como { $count } ✗ en { $trials } filas (se esperan { $expected }) solo en el { $tail } de las repeticiones (prueba binomial contra el { $level }).
}
exp-repeat-histogram = Valores p, 0 ▕{ $bars }▏ 1: con filtros correctos se reparten por igual, así que las barras quedan parejas; un montón a la izquierda, cerca de 0, indica diferencias reales.
