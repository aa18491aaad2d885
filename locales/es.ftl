# La interfaz de bloomlab en español. Un mensaje por clave; `$name` es un
# argumento que pasa el código. Mismas claves y mismos argumentos que en
# en.ftl (lo comprueba tests/catalogues.rs). Una sección por parte del código.

## Palabras comunes

rows = { $count ->
    [one] { $count } fila
   *[other] { $count } filas
}

## core and CLI

# El nombre de un tipo de filtro: title (en frases), label (tablas), short (filas estrechas, claves de gráfico).
kind-standard-title = filtro de Bloom estándar
kind-standard-label = Bloom estándar
kind-standard-short = Bloom
kind-blocked-title = filtro de Bloom por bloques
kind-blocked-label = Bloom por bloques
kind-blocked-short = bloques
kind-counting-title = filtro con contadores
kind-counting-label = Bloom con contadores
kind-counting-short = contadores
kind-cuckoo-title = filtro cuckoo
kind-cuckoo-label = cuckoo
kind-cuckoo-short = cuckoo
kind-xor8-title = filtro xor (8 bits)
kind-xor8-label = xor8
kind-xor8-short = xor8
kind-xor16-title = filtro xor (16 bits)
kind-xor16-label = xor16
kind-xor16-short = xor16
kind-binary-fuse8-title = filtro binary fuse (8 bits)
kind-binary-fuse8-label = binary fuse8
kind-binary-fuse8-short = fuse8
kind-binary-fuse16-title = filtro binary fuse (16 bits)
kind-binary-fuse16-label = binary fuse16
kind-binary-fuse16-short = fuse16
kind-hash-set-title = conjunto hash (exacto)
kind-hash-set-label = conjunto hash
kind-hash-set-short = conj. hash

# Una fila medida explicada (experiment/explain.rs).
exp-core-p-below = menor que 0,0001
exp-core-odds-one-in = alrededor de 1 de cada { $n } ejecuciones
exp-core-odds-almost-every = casi todas las ejecuciones
exp-core-odds-in-hundred = alrededor de { $n } de cada 100 ejecuciones
exp-core-interval-fresh = Con un { $confidence } % de confianza, la tasa promedio de los filtros como este está entre { $low } y { $high } (el intervalo).
exp-core-interval-single = Con un { $confidence } % de confianza, la tasa promedio de los filtros como este está entre { $low } y { $high } (el intervalo, ampliado por lo que la tasa de un filtro se aparta del promedio).
exp-core-nothing-yet = Aún no hay nada medido: pulsa s para empezar.
exp-core-fresh-filters = , repartidas entre { $filters } filtros nuevos, cada uno con su propia semilla
exp-core-asked = Preguntamos por { $queries } claves que nunca se agregaron{ $filters }; { $positives } dieron positivo: { $measured }.
exp-core-formulas = La fórmula exacta dice { $exact }; la fórmula de Bloom, la aproximación que enseña la lección, dice { $bloom }.
exp-core-p-value = Valor p { $p }: si la fórmula exacta es correcta, un recuento tan alejado como este, o más, sale por azar en { $odds }.
exp-core-verdict-agrees = Veredicto: compatible con la teoría. El recuento no es tan raro como para rechazar la fórmula exacta al { $level } %; eso no prueba que coincidan, solo que no hay pruebas en contra.
exp-core-verdict-differs = Veredicto: difiere de la teoría. Un recuento tan alejado de la fórmula exacta sale por azar menos del { $level } % de las veces.
exp-core-verdict-inconclusive = Veredicto: no concluyente. Todavía hay muy pocos falsos positivos para decir algo.
exp-core-decision-alone = Probar al { $level } % quiere decir que alrededor de 1 de cada { $one_in } filtros correctos sale señalado por azar.
exp-core-decision-family = Al { $level } % por fila, alrededor de 1 de cada { $one_in } filas correctas saldría señalada por azar; por eso las { $rows } filas se juzgan juntas (método de Holm): la probabilidad de alguna falsa alarma en toda la ejecución se queda en el { $level } %. El valor p ajustado de esta fila es { $adjusted }.
exp-core-size-own-theory = Su propia teoría: { $own } · { $bits } bits por elemento, { $ratio } { $name } (log2(1/{ $own }) = { $bound } bits)
exp-core-size-exact = Exacta (sin falsos positivos) · { $bits } bits por elemento
exp-core-bound-ratio-name = × la cota inferior para su tasa
