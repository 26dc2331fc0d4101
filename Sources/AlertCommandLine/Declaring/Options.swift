/// Every option of every command, each declared once. The commands list the ones they take
/// (``CommandDeclaration``); groups shared by several commands are declared together, as
/// `Options.look`.
public enum Options {}
