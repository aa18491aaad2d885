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
exp-alt-not-started = sin empezar
exp-alt-the-comparison-s-thread-stopped = ✗ el hilo de la comparación se detuvo de forma inesperada; pulsa s para reintentar
exp-alt-a-structure-failed = falló una estructura
exp-alt-esc-again-leave-and-stop = Esc otra vez: sales y la medición se detiene. Otra tecla: sigue midiendo.
exp-alt-structure = estructura
exp-alt-target = objetivo
exp-alt-bits = bits
exp-alt-bound = ×cota
exp-alt-measured = medida
exp-alt-own = propia
exp-alt-verdict = veredicto
exp-alt-deletes = quita
exp-alt-ns-look = ns consulta
exp-alt-refused = rechaz.
exp-alt-failed = ✗ falló
exp-alt-cancelled = ⏹ cancelado
exp-alt-yes = sí
exp-alt-bits-per-element-against-the = {" "}bits por elemento según la tasa de falsos positivos (escala log){" "}
exp-alt-lower-bound-log2-1-p = cota inferior log2(1/p){"   "}
exp-alt-s-bloom-b-blocked-c = S Bloom  B bloques  C contadores  K cuckoo  X xor  F binary fuse  ↑ más de 32
exp-alt-blocked = bloques
exp-alt-counting = contadores
exp-alt-hash-set = conj. hash
exp-alt-adds-and-checks-no-deletes = agrega y consulta, no quita
exp-alt-one-cache-line-per-key = una línea de caché por clave (más rápido), no quita
exp-alt-deletes-2 = quita claves
exp-alt-static-built-once-from-all = estático: se construye una vez con todas las claves, sin agregar ni quitar después
exp-alt-exact-no-false-positives-and = exacta (sin falsos positivos) y quita claves
exp-alt-4-bits-per-counter = 4 bits por contador
exp-alt-a-higher-rate-than-bloom = una tasa mayor que la de Bloom con los mismos bits
exp-alt-exact = exacta
exp-table-pgup = ▲ RePág
exp-table-press-s-to-build-the = Pulsa s para construir los cuatro filtros y medirlos. Predice antes: ¿coincidirán las tasas medidas con la tabla?
exp-table-press-s-m-n-10 = Pulsa s: m/n = 10 bits por clave, k de 1 a 20. Predice antes: ¿qué k da menos falsos positivos?
exp-table-press-s-the-lesson-s = Pulsa s: el filtro de 12 bits de la lección, k = 2, n = 1 a 6. Predice antes: ¿acierta la fórmula de Bloom con tan pocos bits?
exp-table-m-12-k-2-a = m = 12, k = 2, un filtro nuevo por consulta, hasta ±1 %
exp-table-the-experiment-thread-stopped-unexpectedly = ✗ el hilo del experimento se detuvo de forma inesperada; pulsa s para reintentar
exp-table-cancelled = cancelado
exp-table-running = midiendo…
exp-table-an-experiment-failed = falló un experimento
exp-table-progress = progreso
exp-table-queries = consultas
exp-table-k-fill = k   llenado
exp-table-row = fila
exp-table-indep = indep.
exp-table-double = doble
exp-key-the-experiment-was-cancelled-when = El experimento se canceló al salir; pulsa 4 y s para repetirlo.
exp-key-answer = responder
exp-key-skip-and-start = saltar y empezar
exp-key-back = volver
exp-key-suite = prueba
exp-key-cancel = cancelar
exp-key-restart = reiniciar
exp-key-start = empezar
exp-key-rate = tasa
exp-key-chart = gráfico
exp-key-explain = explicar
exp-key-predict = predecir
exp-key-20-seeds = ×20 semillas
exp-key-new-seed = semilla
exp-key-seed-1 = semilla 1
exp-key-cancel-the-table = cancelar la tabla
exp-key-start-here-stops-the-table = empezar aquí (detiene la tabla)
exp-key-cancel-the-k-sweep = cancelar el barrido
exp-key-start-here-stops-the-k = empezar aquí (detiene el barrido)
exp-key-cancel-the-small-filter = cancelar el filtro pequeño
exp-key-start-here-stops-the-small = empezar aquí (detiene el filtro pequeño)
exp-key-cancel-the-alternatives = cancelar las alternativas
exp-key-start-here-stops-the-alternatives = empezar aquí (detiene las alternativas)
exp-key-a-new-seed-back-to = una semilla nueva / volver a la semilla 1 (la de la línea de órdenes)
exp-key-n-10-10-table-when = n ×10 / ÷10 (tabla, detenida)
exp-key-20-seeds-count-1-2 = 20 semillas, contar ✗; 1: 2/1 = fila 1, 2 sola, 1 juntas
exp-key-the-row-in-words-pgup = la fila en palabras (RePág AvPág)
exp-key-queries-fp = consultas FP
exp-key-keys-never-added-false-positives = claves nunca agregadas / falsos positivos; K mil, M millones
exp-key-exact-bloom = exacta Bloom
exp-key-x-m-k-averaged-1 = (X/m)^k promediado / (1 − e^(−kn/m))^k
exp-key-indep-double = indep. doble
exp-key-k-independent-hashes-h1-i = k hashes independientes / h1 + i·h2
exp-key-consistent-differs-holm-too-few = compatible / difiere (Holm) / muy pocos FP
exp-key-bloom-s-formula-rejected = se rechaza la fórmula de Bloom
exp-key-fill = llenado ★
exp-key-k-sweep-bits-set-lowest = barrido: bits en 1; ★ menor medida
exp-key-next-suite-1-4-a = siguiente prueba; 1-4, una prueba por su número
exp-key-10-5-or-10-6 = 10^5 o 10^6 claves por estructura (detenida)
exp-key-target-rate-the-five-or = tasa objetivo: las cinco, o 10 % … 1/65536 (P atrás)
exp-key-the-chart-in-the-table = el gráfico en lugar de la tabla (pantallas bajas)
exp-key-costs-columns-deletes-ns-refused = columnas de costes: quita, ns, rechazos (estrecha)
exp-key-a-row-said-in-words = una fila: dicha en palabras, su letra resaltada
exp-key-cancel-new-seed-predict-bloom = cancelar / semilla nueva / predecir Bloom / cuckoo
exp-key-bits-per-element-from-the = bits por elemento, de los bytes reservados
exp-key-the-lower-bound-for-its = × la cota inferior para su tasa: bits ÷ log2(1/propia)
exp-key-the-rate-its-own-theory = la tasa que predice su propia teoría
exp-key-consistent-differs-holm-all-rows = compatible / difiere (Holm, todas las filas)
exp-key-chart-bloom-blocked-counting-cuckoo = gráfico: Bloom bloques contadores cuckoo xor fuse
exp-key-interval-half-width-measured-rate = media anchura del intervalo ÷ medida
exp-words-consistent = ✓ compatible
exp-words-differs = ✗ difiere
exp-words-too-few = ? muy pocos
exp-chart-exact-prediction = predicción exacta{"   "}
exp-chart-measured = medida{"   "}
exp-chart-95-interval = intervalo del 95 %
exp-chart-rate-log-against-k-exact = {" "}tasa (log) según k: ⠤ exacta · █ medida · • (m/n)·ln 2{" "}
exp-chart-rate-against-n-m-12 = {" "}tasa según n (m = 12, k = 2): • Bloom · ⠤ exacta · █ medida{" "}
exp-sizing-table = Tabla
exp-k-sweep = Barrido de k
exp-small-filter = Filtro pequeño
exp-alternatives = Alternativas
app-those-questions-are-no-longer = Esas preguntas ya no están en esta autoevaluación (se cambió o se quitó).
app-help = ayuda
app-lesson = Lección
app-playground = Laboratorio
app-sizing = Dimensionar
app-experiments = Experimentos
app-quiz = Autoevaluación
app-my-results = Mis resultados
app-scroll-a-long-step = desplazar una pantalla
app-back-to-the-first-step = volver al primer paso
app-answer-like-1-9 = responder, como 1-9
app-move-and-tick-several-answers = moverse y marcar (varias respuestas)
app-a-hint-when-there-is = una pista, si la hay
app-leave-a-quiz-without-saving = salir sin guardar el intento
app-go-back-on-home-q = volver atrás (en el inicio, q sale)
app-quit-at-once = salir enseguida
app-close-this-help = cerrar esta ayuda
app-saving-quitting = Guardando tus resultados antes de salir
app-saving = Guardando tus resultados
app-saving-waiting = { $doing }: esperando a otro bloomlab que está guardando en la misma carpeta (hasta { $wait } s)…
app-too-small = bloomlab necesita una terminal de al menos { $min_width }×{ $min_height }; esta mide { $width }×{ $height }. Agrándala o pulsa q para salir.
app-help-title = {" "}Teclas: { $screen }{" "}
exp-alt-guess = Tu predicción: { $said } ocupa menos bits por clave al { $at }. s lo mide (b o k la cambian).
exp-alt-guess-graded = { $right ->
    [yes] Dijiste { $said }: acertaste. Al { $at } cuckoo ocupa { $cuckoo } bits por clave; Bloom, { $bloom }.
   *[no] Dijiste { $said }: esta vez no. Al { $at } cuckoo ocupa { $cuckoo } bits por clave; Bloom, { $bloom }.
}
exp-alt-hint = s construye cada estructura con n = { $n } claves y la mide (n: 10^5 o 10^6; p: la tasa objetivo).
exp-alt-predict-first = Predice antes: al { $at }, ¿cuál ocupa menos bits por clave? b Bloom · k cuckoo
exp-alt-selected-at = { $name }: { $gives }, { $bits } bits por elemento al { $at }
exp-alt-selected = { $name }: { $gives }, { $bits } bits por elemento
exp-alt-times-bloom = {", "}{ $ratio }× los bits de Bloom
exp-alt-measured-rate = {" "}(medida { $rate })
exp-alt-cuckoo-cost = insertar puede fallar cuando está casi lleno ({ $refused } claves rechazadas aquí)
exp-plus-minus = { $rate } ±{ $half } %
exp-alt-targets = n = { $n } claves por estructura · { $count ->
    [one] objetivo
   *[other] objetivos
} { $targets }
exp-alt-rows = n = { $n } claves por estructura · { $rows } filas
exp-alt-cancelled-measured = cancelado · { $measured } de { $total } medidas
exp-done-in = terminado en { $seconds } s
exp-alt-running = midiendo… { $profiled } de { $total } construidas, { $measured } de { $total } medidas
exp-seed = {" "}· semilla { $seed }
exp-seed-next = {" "}(próxima: { $seed })
exp-alt-ns-insert = ns agregar
exp-table-more-below = ▼ { $below } más (AvPág)
exp-table-chart-does-not-fit = El gráfico no cabe: { $missing ->
    [one] le falta 1 línea más
   *[other] le faltan { $missing } líneas más
} de terminal.
exp-table-filters = n = { $n } · filtros { $sizes } { $unit } · { $threads } a la vez: { $peak }
exp-table-filters-short = n = { $n } · { $threads } filtros a la vez: { $peak }
exp-table-sweep = m = { $m } bits, n = { $n } claves (10 bits cada una), k = 1 a 20
exp-table-rows-below = {"  "}▼ { $below } más (↓)
exp-chance-together = Aun juzgando las filas juntas, una ejecución correcta muestra un ✗ así alrededor de 1 vez de cada { $n }: todavía puede ser el azar. Pulsa r para repetir la ejecución con { $repeat } semillas y contar cuántas veces pasa.
exp-chance-alone = Por separado, una fila correcta da p < { $p } alrededor de 1 vez de cada { $n }, así que entre { $rows } filas a menudo alguna lo da. Pulsa r para repetir la ejecución con { $repeat } semillas y contar cuántas veces pasa.
exp-differs-together-long = {" "}· ✗ juzgando juntas: una ejecución correcta lo da 1 vez de cada { $n } · r: repetir
exp-differs-together-short = {" "}· ✗ juntas: azar 1 de cada { $n } · r
exp-differs-alone-long = {" "}· p < { $p } en { $raw ->
    [one] { $raw } fila
   *[other] { $raw } filas
} por separado, como 1 fila correcta de cada { $n }; ninguna al juzgarlas juntas · r: repetir
exp-differs-alone = {" "}· p < { $p } en { $raw ->
    [one] { $raw } fila
   *[other] { $raw } filas
} por separado (azar: 1 de cada { $n }) · r
exp-differs-alone-short = {" "}· { $raw ->
    [one] { $raw } fila
   *[other] { $raw } filas
} ✗ por separado, azar 1 de { $n } · r
exp-chart-convergence = {" "}{ $row }: medida ÷ exacta según crecen las consultas (escala log){" "}
exp-predict-row-name = la fila del { $target }
exp-predict-rate-right = ¡Acertaste! Dijiste { $said } y la fórmula exacta dice { $exact }.
exp-predict-rate-close = { $side ->
    [high] Cerca: dijiste { $said }; la fórmula exacta dice { $exact }, así que tu estimación es un { $off } % más alta.
   *[low] Cerca: dijiste { $said }; la fórmula exacta dice { $exact }, así que tu estimación es un { $off } % más baja.
}
exp-predict-rate-far = { $side ->
    [high] Lejos: dijiste { $said }; la fórmula exacta dice { $exact }, así que tu estimación es { $times } veces mayor.
   *[low] Lejos: dijiste { $said }; la fórmula exacta dice { $exact }, así que tu estimación es { $times } veces menor.
}
exp-predict-k-right = ¡Acertaste! k = { $best } da menos falsos positivos que cualquier otro según la fórmula exacta: { $lowest }.
exp-predict-k-close = Cerca: k = { $guess } da { $rate }, casi tan pocos como el mejor, k = { $best }, con { $lowest }.
exp-predict-k-far = No: k = { $guess } da { $rate }, { $times } veces más que el mejor, k = { $best }, con { $lowest }.
exp-predict-bloom-verdict = { $verdict ->
    [yes] ¡Acertaste! Sí.
    [no] ¡Acertaste! No.
   *[wrong] No es así.
}
exp-predict-bloom-off = { $verdict } Con n = { $n }, la fórmula de Bloom dice { $bloom } y la tasa exacta es { $exact }: un { $gap } % { $side ->
    [low] por debajo
   *[high] por encima
}, más que el ±{ $precision } % con que mide esta prueba.
exp-predict-bloom-within = { $verdict } La fórmula de Bloom se aleja como mucho un { $gap } % de la tasa exacta (con n = { $n }), dentro del ±{ $precision } % con que mide esta prueba.
exp-predict-type-share = Escribe una parte mayor que 0 y hasta 100, en %.
exp-predict-type-k = Escribe un k de { $low } a { $high }.
exp-predict-graded = { $grade } Pulsa s para medirlo.
exp-predict-rate-intro = Predice antes: ¿qué parte de las claves nunca agregadas encontrará por error { $row } (↑↓ elige otra fila)? Pulsa Enter para responder, o s para construir los cuatro filtros y medirlos sin predecir.
exp-predict-k-intro = Predice antes: con { $bits } bits por clave, ¿qué k da menos falsos positivos? Pulsa Enter para responder con un k de { $low } a { $high }, o s para empezar sin predecir.
exp-predict-bloom-intro = Predice antes: con solo { $m } bits y k = { $k }, ¿acierta la fórmula de Bloom, dentro del ±{ $precision } % con que mide esta prueba? Pulsa Enter para responder sí o no, o s para empezar sin predecir.
exp-predict-rate-ask = ¿Qué parte de las claves nunca agregadas encontrará por error { $row }? Escríbela en % (p. ej. 2,5) y pulsa Enter; s la salta y empieza, Esc vuelve.
exp-predict-rate-typed = Tu estimación: { $typed }_ %
exp-predict-k-ask = ¿Qué k, de { $low } a { $high }, da menos falsos positivos con { $bits } bits por clave? Escríbelo y pulsa Enter; s lo salta y empieza, Esc vuelve.
exp-predict-k-typed = Tu k: { $typed }_
exp-predict-bloom-ask = ¿Acierta la fórmula de Bloom con este filtro pequeño? ↑↓ y Enter; s la salta y empieza, Esc vuelve.
exp-predict-bloom-choices = { $yes }Sí, acierta · { $no }No, se equivoca
