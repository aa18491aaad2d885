# La interfaz de bloomlab en español. Un mensaje por clave; `$name` es un
# argumento que pasa el código. Mismas claves y mismos argumentos que en
# en.ftl (lo comprueba tests/catalogues.rs). Una sección por parte del código.

## Palabras comunes

rows = { $count ->
    [one] { $count } fila
   *[other] { $count } filas
}
