//! One connection over two backends, SQLite (`rusqlite`) and PostgreSQL (`postgres`):
//! statements written once with `?1`, `?2` placeholders (turned into `$1` for
//! PostgreSQL by [`to_dollar`]), parameters and cells as one [`Value`] type, rows read
//! whole into [`Row`]s with typed getters. Transactions are plain `BEGIN`/`COMMIT`
//! statements, the same on both. What the two dialects truly spell differently goes
//! through [`Dialect`], the one place that knows.

use postgres::types::{FromSql, IsNull, ToSql, Type};
use std::collections::HashMap;

/// A parameter or a cell.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Value {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

macro_rules! from_int {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(v: $t) -> Value {
                Value::Int(v as i64)
            }
        }
    )*};
}
from_int!(i64, i32, u32, u64, usize, bool);

impl From<f64> for Value {
    fn from(v: f64) -> Value {
        Value::Real(v)
    }
}
impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::Text(v.to_string())
    }
}
impl From<String> for Value {
    fn from(v: String) -> Value {
        Value::Text(v)
    }
}
impl From<&String> for Value {
    fn from(v: &String) -> Value {
        Value::Text(v.clone())
    }
}
impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

/// Builds a `Vec<Value>` from expressions of any type with `Into<Value>`.
macro_rules! values {
    ($($v:expr),* $(,)?) => { vec![$(crate::store::db::Value::from($v)),*] };
}
pub(super) use values;

/// A cell's value read as a Rust type.
pub(super) trait FromValue: Sized {
    fn from_value(v: &Value) -> Result<Self, String>;
}

impl FromValue for i64 {
    fn from_value(v: &Value) -> Result<Self, String> {
        match v {
            Value::Int(n) => Ok(*n),
            other => Err(format!("expected an integer, found {other:?}")),
        }
    }
}
macro_rules! from_value_int {
    ($($t:ty),*) => {$(
        impl FromValue for $t {
            fn from_value(v: &Value) -> Result<Self, String> {
                let n = i64::from_value(v)?;
                <$t>::try_from(n).map_err(|_| format!("{n} is out of range for {}", stringify!($t)))
            }
        }
    )*};
}
from_value_int!(u32, u64, usize);

impl FromValue for bool {
    fn from_value(v: &Value) -> Result<Self, String> {
        Ok(i64::from_value(v)? != 0)
    }
}
impl FromValue for f64 {
    fn from_value(v: &Value) -> Result<Self, String> {
        match v {
            Value::Real(x) => Ok(*x),
            Value::Int(n) => Ok(*n as f64),
            other => Err(format!("expected a number, found {other:?}")),
        }
    }
}
impl FromValue for String {
    fn from_value(v: &Value) -> Result<Self, String> {
        match v {
            Value::Text(s) => Ok(s.clone()),
            other => Err(format!("expected text, found {other:?}")),
        }
    }
}
impl<T: FromValue> FromValue for Option<T> {
    fn from_value(v: &Value) -> Result<Self, String> {
        match v {
            Value::Null => Ok(None),
            v => T::from_value(v).map(Some),
        }
    }
}

/// One result row, read whole.
#[derive(Clone, Debug)]
pub(super) struct Row(pub(super) Vec<Value>);

impl Row {
    /// Column `i` as a `T` (an error names the column).
    pub(super) fn get<T: FromValue>(&self, i: usize) -> Result<T, String> {
        let v = self.0.get(i).ok_or_else(|| format!("no column {i}"))?;
        T::from_value(v).map_err(|e| format!("column {i}: {e}"))
    }
}

/// The spellings that differ between SQLite and PostgreSQL; everything else is written
/// once in the SQL both accept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Dialect {
    Sqlite,
    Postgres,
}

impl Dialect {
    /// `expr`'s values joined with `sep` (an SQL string expression), in `order`.
    pub(super) fn concat(self, expr: &str, sep: &str, order: &str) -> String {
        match self {
            Dialect::Sqlite => format!("group_concat({expr}, {sep} ORDER BY {order})"),
            Dialect::Postgres => format!("string_agg(CAST({expr} AS TEXT), {sep} ORDER BY {order})"),
        }
    }

    /// A newline as an SQL string expression.
    pub(super) fn newline(self) -> &'static str {
        match self {
            Dialect::Sqlite => "char(10)",
            Dialect::Postgres => "chr(10)",
        }
    }

    /// The number at key `key` of the JSON object in text column `col` (NULL when absent).
    pub(super) fn json_number(self, col: &str, key: &str) -> String {
        match self {
            Dialect::Sqlite => format!("json_extract({col}, '$.{key}')"),
            Dialect::Postgres => format!("(CAST({col} AS jsonb)->>'{key}')::float8"),
        }
    }

    /// A statement that makes concurrent writers of new `files` rows wait for each other
    /// until the end of their transactions, so that each takes the next id in turn
    /// (SQLite has one writer at a time already).
    pub(super) fn serialize_files(self) -> Option<&'static str> {
        match self {
            Dialect::Sqlite => None,
            Dialect::Postgres => Some("SELECT pg_advisory_xact_lock(7035175962541867572)"),
        }
    }

    /// A query listing the user tables, by name (PostgreSQL's `schema_version`, the
    /// counterpart of SQLite's `user_version`, left out).
    pub(super) fn tables(self) -> &'static str {
        match self {
            Dialect::Sqlite => {
                "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
            }
            Dialect::Postgres => {
                "SELECT CAST(table_name AS TEXT) COLLATE \"C\" AS t FROM information_schema.tables
                 WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_version'
                 ORDER BY t"
            }
        }
    }
}

/// `sql` with SQLite's numbered placeholders `?N` as PostgreSQL's `$N`, outside string
/// literals and quoted names.
pub(super) fn to_dollar(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut quote: Option<char> = None;
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '\'' || c == '"' => quote = Some(c),
            None if c == '?' && chars.peek().is_some_and(|d| d.is_ascii_digit()) => {
                out.push('$');
                continue;
            }
            None => {}
        }
        out.push(c);
    }
    out
}

/// An open connection.
pub(super) enum Conn {
    Sqlite(rusqlite::Connection),
    Postgres {
        client: Box<postgres::Client>,
        /// Prepared statements by their SQL text (PostgreSQL form).
        prepared: HashMap<String, postgres::Statement>,
    },
}

impl Conn {
    pub(super) fn dialect(&self) -> Dialect {
        match self {
            Conn::Sqlite(_) => Dialect::Sqlite,
            Conn::Postgres { .. } => Dialect::Postgres,
        }
    }

    /// True when the connection is gone (the server restarted or the network cut): a
    /// new one may succeed where this one cannot. Asked after a statement failed (and its
    /// transaction was rolled back): the client may not have seen the socket close yet,
    /// so the server is asked whether it still answers. A SQLite file is never lost.
    pub(super) fn is_lost(&mut self) -> bool {
        match self {
            Conn::Sqlite(_) => false,
            Conn::Postgres { client, .. } => {
                client.is_closed() || client.is_valid(std::time::Duration::from_secs(5)).is_err()
            }
        }
    }

    /// Runs statements without parameters or results (a migration, `BEGIN`, ...).
    pub(super) fn batch(&mut self, sql: &str) -> Result<(), String> {
        match self {
            Conn::Sqlite(c) => c.execute_batch(sql).map_err(|e| e.to_string()),
            Conn::Postgres { client, .. } => client.batch_execute(sql).map_err(pg_error),
        }
    }

    /// Runs one statement; returns the rows it changed.
    pub(super) fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, String> {
        match self {
            Conn::Sqlite(c) => {
                let mut st = c.prepare_cached(sql).map_err(|e| e.to_string())?;
                st.execute(rusqlite::params_from_iter(params.iter()))
                    .map(|n| n as u64)
                    .map_err(|e| e.to_string())
            }
            Conn::Postgres { client, prepared } => {
                let st = prepare(client, prepared, sql)?;
                client.execute(&st, &pg_params(params)).map_err(pg_error)
            }
        }
    }

    /// Runs one query; returns its rows.
    pub(super) fn query(&mut self, sql: &str, params: &[Value]) -> Result<Vec<Row>, String> {
        match self {
            Conn::Sqlite(c) => {
                let mut st = c.prepare_cached(sql).map_err(|e| e.to_string())?;
                let n = st.column_count();
                let mut rows = st
                    .query(rusqlite::params_from_iter(params.iter()))
                    .map_err(|e| e.to_string())?;
                let mut out = Vec::new();
                while let Some(r) = rows.next().map_err(|e| e.to_string())? {
                    let cells = (0..n)
                        .map(|i| r.get_ref(i).map(value_of_ref).map_err(|e| e.to_string()))
                        .collect::<Result<_, _>>()?;
                    out.push(Row(cells));
                }
                Ok(out)
            }
            Conn::Postgres { client, prepared } => {
                let st = prepare(client, prepared, sql)?;
                let rows = client.query(&st, &pg_params(params)).map_err(pg_error)?;
                rows.iter()
                    .map(|r| {
                        (0..r.len())
                            .map(|i| r.try_get::<_, Value>(i).map_err(pg_error))
                            .collect::<Result<_, _>>()
                            .map(Row)
                    })
                    .collect()
            }
        }
    }

    /// The one row a query returns (an error when it returns none).
    pub(super) fn query_one(&mut self, sql: &str, params: &[Value]) -> Result<Row, String> {
        self.query_opt(sql, params)?
            .ok_or_else(|| "the query returned no row".to_string())
    }

    /// The first row a query returns, if any.
    pub(super) fn query_opt(&mut self, sql: &str, params: &[Value]) -> Result<Option<Row>, String> {
        Ok(self.query(sql, params)?.into_iter().next())
    }

    /// Runs `f` in one transaction: committed when it succeeds, rolled back when it fails.
    pub(super) fn transaction<T>(&mut self, f: impl FnOnce(&mut Conn) -> Result<T, String>) -> Result<T, String> {
        self.transaction_from("BEGIN", f)
    }

    /// [`Conn::transaction`] that will write: on SQLite it takes the write lock at once
    /// (`BEGIN IMMEDIATE`), so that a read followed by a write cannot deadlock with another
    /// connection doing the same (SQLite would refuse one of them without waiting).
    pub(super) fn write_transaction<T>(&mut self, f: impl FnOnce(&mut Conn) -> Result<T, String>) -> Result<T, String> {
        let begin = match self.dialect() {
            Dialect::Sqlite => "BEGIN IMMEDIATE",
            Dialect::Postgres => "BEGIN",
        };
        self.transaction_from(begin, f)
    }

    fn transaction_from<T>(
        &mut self,
        begin: &str,
        f: impl FnOnce(&mut Conn) -> Result<T, String>,
    ) -> Result<T, String> {
        self.batch(begin)?;
        match f(self).and_then(|t| self.batch("COMMIT").map(|()| t)) {
            Ok(t) => Ok(t),
            Err(e) => {
                // A lost connection cannot roll back; the server does when it notices.
                let _ = self.batch("ROLLBACK");
                Err(e)
            }
        }
    }
}

fn prepare(
    client: &mut postgres::Client,
    prepared: &mut HashMap<String, postgres::Statement>,
    sql: &str,
) -> Result<postgres::Statement, String> {
    if let Some(st) = prepared.get(sql) {
        return Ok(st.clone());
    }
    let st = client.prepare(&to_dollar(sql)).map_err(pg_error)?;
    prepared.insert(sql.to_string(), st.clone());
    Ok(st)
}

fn pg_params(params: &[Value]) -> Vec<&(dyn ToSql + Sync)> {
    params.iter().map(|v| v as &(dyn ToSql + Sync)).collect()
}

/// A PostgreSQL error as one line: the server's message when it sent one (with its
/// detail), else the client's (a lost connection, an I/O error).
pub(super) fn pg_error(e: postgres::Error) -> String {
    match e.as_db_error() {
        Some(d) => match d.detail() {
            Some(detail) => format!("{} ({detail})", d.message()),
            None => d.message().to_string(),
        },
        None if e.is_closed() => format!("the connection to the server was lost ({e})"),
        None => {
            let mut msg = e.to_string();
            let mut src = std::error::Error::source(&e);
            while let Some(s) = src {
                msg += &format!(": {s}");
                src = s.source();
            }
            msg
        }
    }
}

fn value_of_ref(v: rusqlite::types::ValueRef<'_>) -> Value {
    use rusqlite::types::ValueRef;
    match v {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(n) => Value::Int(n),
        ValueRef::Real(x) => Value::Real(x),
        ValueRef::Text(t) => Value::Text(String::from_utf8_lossy(t).into_owned()),
        ValueRef::Blob(b) => Value::Blob(b.to_vec()),
    }
}

impl rusqlite::ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(ToSqlOutput::Borrowed(match self {
            Value::Null => ValueRef::Null,
            Value::Int(n) => ValueRef::Integer(*n),
            Value::Real(x) => ValueRef::Real(*x),
            Value::Text(s) => ValueRef::Text(s.as_bytes()),
            Value::Blob(b) => ValueRef::Blob(b),
        }))
    }
}

type BoxError = Box<dyn std::error::Error + Sync + Send>;

impl ToSql for Value {
    /// Writes the value as the type PostgreSQL inferred for its parameter: an integer as
    /// any integer, float or boolean type, a real as either float, anything as text.
    fn to_sql(&self, ty: &Type, out: &mut bytes::BytesMut) -> Result<IsNull, BoxError> {
        match (self, ty) {
            (Value::Null, _) => Ok(IsNull::Yes),
            (Value::Int(n), &Type::INT8) => n.to_sql(ty, out),
            (Value::Int(n), &Type::INT4) => i32::try_from(*n)?.to_sql(ty, out),
            (Value::Int(n), &Type::INT2) => i16::try_from(*n)?.to_sql(ty, out),
            (Value::Int(n), &Type::FLOAT8) => (*n as f64).to_sql(ty, out),
            (Value::Int(n), &Type::FLOAT4) => (*n as f32).to_sql(ty, out),
            (Value::Int(n), &Type::BOOL) => (*n != 0).to_sql(ty, out),
            (Value::Real(x), &Type::FLOAT8) => x.to_sql(ty, out),
            (Value::Real(x), &Type::FLOAT4) => (*x as f32).to_sql(ty, out),
            (Value::Blob(b), &Type::BYTEA) => b.to_sql(ty, out),
            (Value::Text(s), _) => s.as_str().to_sql(&Type::TEXT, out),
            (Value::Int(n), _) => n.to_string().as_str().to_sql(&Type::TEXT, out),
            (Value::Real(x), _) => x.to_string().as_str().to_sql(&Type::TEXT, out),
            (Value::Blob(_), _) => Err(format!("a blob cannot be a {ty} parameter").into()),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    postgres::types::to_sql_checked!();
}

impl<'a> FromSql<'a> for Value {
    fn from_sql(ty: &Type, raw: &'a [u8]) -> Result<Value, BoxError> {
        Ok(match *ty {
            Type::INT8 => Value::Int(i64::from_sql(ty, raw)?),
            Type::INT4 => Value::Int(i32::from_sql(ty, raw)?.into()),
            Type::INT2 => Value::Int(i16::from_sql(ty, raw)?.into()),
            Type::BOOL => Value::Int(bool::from_sql(ty, raw)?.into()),
            Type::FLOAT8 => Value::Real(f64::from_sql(ty, raw)?),
            Type::FLOAT4 => Value::Real(f32::from_sql(ty, raw)?.into()),
            Type::BYTEA => Value::Blob(Vec::<u8>::from_sql(ty, raw)?),
            _ if <&str as FromSql>::accepts(ty) => Value::Text(<&str>::from_sql(ty, raw)?.to_string()),
            _ => return Err(format!("a {ty} column cannot be read (cast it in the query)").into()),
        })
    }

    fn from_sql_null(_: &Type) -> Result<Value, BoxError> {
        Ok(Value::Null)
    }

    fn accepts(_: &Type) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_become_dollars_outside_quotes_only() {
        assert_eq!(
            to_dollar("SELECT ?1, ?12 FROM t WHERE a = '?1' AND \"?2\" = ?3 OR b = ?"),
            "SELECT $1, $12 FROM t WHERE a = '?1' AND \"?2\" = $3 OR b = ?"
        );
        assert_eq!(to_dollar("x = 'it''s ?1' AND y = ?2"), "x = 'it''s ?1' AND y = $2");
    }

    #[test]
    fn rows_read_typed_values() {
        let r = Row(values![7i64, None::<i64>, 2.5f64, "x", true]);
        assert_eq!(r.get::<u32>(0), Ok(7));
        assert_eq!(r.get::<Option<u32>>(1), Ok(None));
        assert_eq!(r.get::<f64>(2), Ok(2.5));
        assert_eq!(r.get::<String>(3), Ok("x".to_string()));
        assert_eq!(r.get::<bool>(4), Ok(true));
        assert!(r.get::<String>(0).unwrap_err().contains("column 0"));
        assert!(Row(values![-1i64]).get::<u32>(0).is_err(), "out of range");
    }
}
